/**
 * Every IPC argument is untrusted: the main process checks its shape before use.
 * Validators return the typed value or throw an Error naming the bad field.
 */
import { z } from 'zod';
import type { OpenFilesRequest, SaveFileRequest } from './bridge';

const MAX_TEXT = 64 * 1024 * 1024;
/** A binary file may be a backup of the whole library, images included. */
const MAX_BYTES = 2 * 1024 * 1024 * 1024;

const filter = z.object({
  name: z.string().min(1).max(100),
  extensions: z.array(z.string().regex(/^[A-Za-z0-9*]{1,10}$/)).max(20),
});

const openFiles = z.strictObject({
  title: z.string().max(200),
  filters: z.array(filter).max(20),
  multiple: z.boolean(),
  as: z.enum(['text', 'bytes']),
});

const saveFile = z
  .strictObject({
    title: z.string().max(200),
    suggestedName: z
      .string()
      .min(1)
      .max(255)
      .refine((n) => !/[\\/]/.test(n), 'must be a file name, not a path'),
    filters: z.array(filter).max(20),
    text: z.string().max(MAX_TEXT).optional(),
    bytes: z
      .instanceof(Uint8Array)
      .refine((b) => b.length <= MAX_BYTES, 'is too large')
      .optional(),
    mime: z
      .string()
      .regex(/^[a-z]+\/[a-z0-9.+-]+$/)
      .optional(),
  })
  .refine((r) => (r.text === undefined) !== (r.bytes === undefined), 'needs text or bytes, not both');

function check<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`Invalid ${what}: ${issue.path.join('.') || 'argument'} ${issue.message}`);
}

export const validateOpenFiles = (value: unknown): OpenFilesRequest => check(openFiles, value, 'openFiles request');
export const validateSaveFile = (value: unknown): SaveFileRequest => check(saveFile, value, 'saveFile request');
