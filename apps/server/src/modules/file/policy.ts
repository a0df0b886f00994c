import type { Role } from '@acsc/shared';
import type { PrivateFileRow } from './repo.js';

/** Who reads: a member (request.member) or a visitor. */
export interface FileReader {
  id: number;
  roles: readonly Role[];
}

/** Whether `reader` may read a private file: its owner, or staff holding one of its roles. */
export const mayRead = (file: Pick<PrivateFileRow, 'ownerId' | 'readRoles'>, reader: FileReader) =>
  reader.id === file.ownerId || reader.roles.some((r) => file.readRoles.includes(r));
