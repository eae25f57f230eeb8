/** "Jane Doe" from its parts. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** A tel: link for a phone number as people write it: "(555) 010-2000" → "tel:5550102000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
