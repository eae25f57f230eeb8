import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  additionalInformationRequestSchema,
  createAdditionalInformationSchema,
} from './additional-information';
import { contactInformationRequestSchema, createContactInformationSchema } from './contact-information';
import { fieldErrorsOf, VALID_ADDITIONAL_INFORMATION, VALID_CONTACT_FORM } from './test-helpers';

const today = () => ({ year: 2026, month: 11, day: 21 });
const WRONG_TYPES: unknown[] = [5, true, [], { a: 1 }, null];

/**
 * The request schemas check only the shape of what the client sends; the full form schemas check the content.
 * A value the request refuses must be one the full schema refuses at the same field with the same message, so
 * moving the type check to the route changed no answer but which errors come together.
 */
function expectSameTypeMessages(request: z.ZodObject, full: z.ZodType, valid: Record<string, unknown>) {
  for (const field of Object.keys(request.shape)) {
    for (const value of WRONG_TYPES) {
      const refused = fieldErrorsOf(request, { ...valid, [field]: value })[field];
      if (refused === undefined) continue;
      expect({ field, value, message: fieldErrorsOf(full, { ...valid, [field]: value })[field] }).toEqual({
        field,
        value,
        message: refused,
      });
    }
  }
}

const validContact = { ...VALID_CONTACT_FORM, tobaccoUser: 'No', employeeRole: null };
const validAdditional = VALID_ADDITIONAL_INFORMATION;

describe('the contact information request', () => {
  const full = createContactInformationSchema({ today, requiresSalary: true, asksTobaccoUse: true });

  it('names every field of the form, and accepts what the screen sends, or nothing at all', () => {
    expect(Object.keys(contactInformationRequestSchema.shape).sort()).toEqual(
      Object.keys(createContactInformationSchema().shape).sort(),
    );
    expect(contactInformationRequestSchema.safeParse(validContact).success).toBe(true);
    expect(contactInformationRequestSchema.safeParse({}).success).toBe(true);
    // Content is the full schema's to judge, with every error at once.
    expect(
      contactInformationRequestSchema.safeParse({ ...validContact, gender: '', state: 'XX' }).success,
    ).toBe(true);
  });

  it('refuses a value of another type with the full schema message at that field', () => {
    expectSameTypeMessages(contactInformationRequestSchema, full, validContact);
    expectSameTypeMessages(
      contactInformationRequestSchema,
      createContactInformationSchema({ today }),
      validContact,
    );
  });
});

describe('the additional information request', () => {
  it('names every field of the form and accepts what the screen sends', () => {
    expect(Object.keys(additionalInformationRequestSchema.shape).sort()).toEqual(
      Object.keys(createAdditionalInformationSchema().shape).sort(),
    );
    expect(additionalInformationRequestSchema.safeParse(validAdditional).success).toBe(true);
    expect(
      additionalInformationRequestSchema.safeParse({ ...validAdditional, declinationReason: null }).success,
    ).toBe(true);
  });

  it('refuses a value of another type with the full schema message at that field', () => {
    for (const isDeclining of [false, true])
      expectSameTypeMessages(
        additionalInformationRequestSchema,
        createAdditionalInformationSchema({ isDeclining }),
        validAdditional,
      );
  });
});
