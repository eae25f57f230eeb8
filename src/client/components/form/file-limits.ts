/** What a file field accepts: its largest size and its types (MIME types). The server checks again, by content. */
export interface FileLimits {
  maxBytes: number;
  types: readonly string[];
}

/** A chosen file as the browser describes it. */
export interface ChosenFile {
  name: string;
  size: number;
  /** The browser's MIME type; empty when it does not know one. */
  type: string;
}

const TYPE_NAMES: Readonly<Record<string, { name: string; extensions: readonly string[] }>> = {
  'application/pdf': { name: 'PDF', extensions: ['pdf'] },
  'image/png': { name: 'PNG', extensions: ['png'] },
  'image/jpeg': { name: 'JPEG', extensions: ['jpg', 'jpeg'] },
  'text/csv': { name: 'CSV', extensions: ['csv'] },
  'application/vnd.ms-excel': { name: 'XLS', extensions: ['xls'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { name: 'XLSX', extensions: ['xlsx'] },
};

const typeName = (type: string) => TYPE_NAMES[type]?.name ?? type;

/** "PDF, PNG or JPEG". */
export function listTypeNames(types: readonly string[]): string {
  const names = [...new Set(types.map(typeName))];
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** 10485760 → "10 MB"; 512000 → "500 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The field's hint: "PDF, PNG or JPEG, up to 10 MB". */
export function describeFileLimits(limits: FileLimits): string {
  return `${listTypeNames(limits.types)}, up to ${formatBytes(limits.maxBytes)}`;
}

/** The input's accept attribute: the types and their extensions. */
export function toAcceptAttribute(limits: FileLimits): string {
  const extensions = limits.types.flatMap((t) => TYPE_NAMES[t]?.extensions.map((e) => `.${e}`) ?? []);
  return [...limits.types, ...extensions].join(',');
}

/** A type the limits accept: the browser's MIME type, or (when it gives none) the file name's extension. */
function isAcceptedType(file: ChosenFile, limits: FileLimits): boolean {
  if (file.type) return limits.types.includes(file.type);
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return limits.types.some((t) => TYPE_NAMES[t]?.extensions.includes(extension));
}

/** Why a chosen file is refused before it is sent (empty, too large, another type); null when it may go. */
export function checkFileLimits(file: ChosenFile, limits: FileLimits): string | null {
  if (file.size === 0) return 'That file is empty. Choose another file.';
  if (!isAcceptedType(file, limits)) return `Choose a ${listTypeNames(limits.types)} file.`;
  if (file.size > limits.maxBytes) {
    return `That file is larger than ${formatBytes(limits.maxBytes)}. Choose a smaller file.`;
  }
  return null;
}
