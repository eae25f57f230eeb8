import { hasSpecialCharacters, SPECIAL_CHARACTERS_MESSAGE } from '@shared/domain/text/text';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validationFailed } from '../lib/app-error';

/** Containers (objects, arrays) a request value may be nested in; our deepest body (signature strokes) uses 4. */
export const MAX_NESTING_DEPTH = 32;
/** A request refused here names at most this many fields (a body of 100,000 bad strings is answered briefly). */
const MAX_FIELD_ERRORS = 100;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MULTIPART = /^multipart\//i;

export const TEXT_HYGIENE_MESSAGES = {
  specialCharacters: SPECIAL_CHARACTERS_MESSAGE,
  tooDeep: 'This value is nested too deeply.',
  noBody: 'This request takes no body.',
} as const;

/**
 * The unsafe parts of a parsed request value, as field errors keyed by dotted path ('form' for the value
 * itself): strings and keys holding a control character or a lone surrogate (the shared text rule; tab, CR
 * and LF are allowed here, since the walker cannot tell a multi-line field, and keys are one line), and
 * containers nested more than `maxDepth` deep (not walked further).
 */
export function findUnsafeInput(value: unknown, options: { maxDepth?: number } = {}): Record<string, string> {
  const maxDepth = options.maxDepth ?? MAX_NESTING_DEPTH;
  const errors: Record<string, string> = {};
  let count = 0;
  const report = (path: readonly string[], message: string) => {
    const key = path.join('.') || 'form';
    if (key in errors) return;
    errors[key] = message;
    count++;
  };
  const walk = (node: unknown, path: string[], depth: number): void => {
    if (count >= MAX_FIELD_ERRORS) return;
    if (typeof node === 'string') {
      if (hasSpecialCharacters(node, { multiline: true }))
        report(path, TEXT_HYGIENE_MESSAGES.specialCharacters);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (depth > maxDepth) {
      report(path, TEXT_HYGIENE_MESSAGES.tooDeep);
      return;
    }
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) walk(node[i], [...path, String(i)], depth + 1);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (hasSpecialCharacters(key)) report([...path, key], TEXT_HYGIENE_MESSAGES.specialCharacters);
      else walk(child, [...path, key], depth + 1);
    }
  };
  walk(value, [], 1);
  return errors;
}

/**
 * The server-wide backstop of text hygiene, for every route present and future: before a route's own
 * validation, the parsed body, querystring and path parameters are walked and any control character, lone
 * surrogate or absurd nesting is refused with 400 `validation_failed` at its field. A body sent to a write
 * route that declares none is refused too (it would otherwise be ignored, and the write done anyway).
 * A multipart body is not parsed before the route (files stream through it), so it shows no body here: it
 * passes only to a route that declares it takes one (`schema.consumes: ['multipart/form-data']`), which
 * reads and checks its parts itself. The shared schemas refuse the same characters field by field, with the
 * same message, in the browser first.
 */
export const textHygiene = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const errors = {
      ...findUnsafeInput(request.params),
      ...findUnsafeInput(request.query),
      ...findUnsafeInput(request.body),
    };
    const schema = request.routeOptions.schema;
    const isMultipart = MULTIPART.test(request.headers['content-type'] ?? '');
    const takesBody = isMultipart
      ? (schema?.consumes?.includes('multipart/form-data') ?? false)
      : Boolean(schema?.body);
    if ((request.body !== undefined || isMultipart) && WRITE_METHODS.has(request.method) && !takesBody) {
      errors.form ??= TEXT_HYGIENE_MESSAGES.noBody;
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
  });
});
