import { z } from 'zod';
import { type CalendarDate, computeAgeOn, parseUsDate } from '../domain/dates/dates';
import { isSpouseOrPartner } from '../domain/enrollment/family';
import { DEPENDENT_TYPES, GENDERS } from '../domain/enums';
import { ALWAYS_REFINE, createBirthDateSchema, MESSAGES, nameSchema, readToday, textSchema } from './fields';

/** Children are covered until they turn 26 (ACA dependent age); older children need the carrier's disabled-dependent process. */
export const MAX_CHILD_AGE = 25;

export const FAMILY_MESSAGES = {
  childTooOld: 'A child must be under 26 years old to be added as a dependent.',
  oneSpouse: 'Only one spouse or domestic partner can be added. Choose Child for this person.',
} as const;

/** One dependent row of the Family Information screen. */
export function createDependentSchema(today: () => CalendarDate = readToday) {
  return z
    .object({
      id: textSchema.optional(),
      firstName: nameSchema,
      lastName: nameSchema,
      bornAt: createBirthDateSchema(today),
      gender: z.enum(GENDERS, { error: MESSAGES.required }),
      dependentType: z.enum(DEPENDENT_TYPES, { error: MESSAGES.required }),
    })
    .superRefine((dependent, ctx) => {
      if (dependent.dependentType !== 'child') return;
      const birth = typeof dependent.bornAt === 'string' ? parseUsDate(dependent.bornAt) : null;
      if (birth && computeAgeOn(birth, today()) > MAX_CHILD_AGE) {
        ctx.addIssue({ code: 'custom', path: ['bornAt'], message: FAMILY_MESSAGES.childTooOld });
      }
    }, ALWAYS_REFINE);
}

/** The Family Information form: dependents, with at most one spouse or domestic partner (docs/spec/1 §2). */
export function createFamilyInformationSchema(today: () => CalendarDate = readToday) {
  return z.object({ dependents: z.array(createDependentSchema(today)).max(20) }).superRefine((form, ctx) => {
    let partners = 0;
    if (!Array.isArray(form.dependents)) return;
    form.dependents.forEach((d, index) => {
      if (d && isSpouseOrPartner(d.dependentType)) {
        partners++;
        if (partners > 1) {
          ctx.addIssue({
            code: 'custom',
            path: ['dependents', index, 'dependentType'],
            message: FAMILY_MESSAGES.oneSpouse,
          });
        }
      }
    });
  }, ALWAYS_REFINE);
}

export const dependentSchema = createDependentSchema();
export type DependentForm = z.infer<typeof dependentSchema>;
export const familyInformationSchema = createFamilyInformationSchema();
export type FamilyInformation = z.infer<typeof familyInformationSchema>;
