import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { auditMac, type TChainHead } from './audit-chain';

/**
 * Checkpoints of the audit trail's head, kept outside the database (issue 51 item 5): whoever can rewrite the
 * database cannot shorten the trail unseen, since `audit:verify` requires the last checkpoint's event, with its
 * hash, after as many events as it recorded. One JSON line per checkpoint in AUDIT_CHECKPOINT_DIR, each signed
 * with AUDIT_KEY (HMAC-SHA256), which the database never holds. The file is only ever appended to (O_APPEND); the
 * operator makes it append-only for good (`chattr +a`, docs/SECURITY.md) on a disk the database role cannot write.
 */
export const CHECKPOINT_FILE = 'audit-checkpoints.jsonl';

export type TAuditCheckpoint = TChainHead & { takenAt: string };

const ZCheckpointLineSchema = z.object({
  takenAt: z.string(),
  events: z.number().int().min(0),
  lastId: z.string().regex(/^\d+$/).nullable(),
  lastHash: z.string().regex(/^[0-9a-f]{64}$/),
  signature: z.string(),
});

/** A checkpoint file that was written without the key or changed since: the trail cannot be vouched for. */
export class CheckpointFileError extends Error {}

function signatureOf(checkpoint: TAuditCheckpoint): string {
  const { takenAt, events, lastId, lastHash } = checkpoint;
  return auditMac(['anumati-audit-checkpoint-v1', takenAt, String(events), lastId ?? '~', lastHash].join('|'));
}

/** Appends one signed checkpoint and waits until it is on disk. */
export async function appendCheckpoint(directory: string, checkpoint: TAuditCheckpoint): Promise<void> {
  await mkdir(directory, { recursive: true });
  const file = await open(join(directory, CHECKPOINT_FILE), 'a', 0o640);
  try {
    await file.appendFile(`${JSON.stringify({ ...checkpoint, signature: signatureOf(checkpoint) })}\n`);
    await file.sync();
  } finally {
    await file.close();
  }
}

/**
 * The last checkpoint in the directory, or null when none was taken yet. Only lines ended by a newline count: a
 * write torn by a crash leaves the last line unended. A last line that does not parse or whose signature does not
 * verify is an error, never skipped: skipping it would let whoever wrote it choose the checkpoint compared with.
 */
export async function readLastCheckpoint(directory: string): Promise<TAuditCheckpoint | null> {
  const path = join(directory, CHECKPOINT_FILE);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const lines = text.split('\n').slice(0, -1);
  const index = lines.findLastIndex((line) => line.trim() !== '');
  if (index === -1) return null;
  let parsed: z.infer<typeof ZCheckpointLineSchema>;
  try {
    parsed = ZCheckpointLineSchema.parse(JSON.parse(lines[index] ?? ''));
  } catch {
    throw new CheckpointFileError(`${path}, line ${index + 1}: not a checkpoint`);
  }
  const { signature, ...checkpoint } = parsed;
  if (signature !== signatureOf(checkpoint)) {
    throw new CheckpointFileError(
      `${path}, line ${index + 1}: its signature does not verify (written without this AUDIT_KEY, or changed)`,
    );
  }
  return checkpoint;
}
