import { randomUUID } from 'node:crypto';
import { LANGUAGES } from '@fsp/domain';
import { localisations } from '../src/db/schema';
import type { Db } from '../src/db/client';
import { DEMO_LOCALISATIONS } from '../src/seed/reference-data';

/** The CI localisation maps of the demo data (codes the save checks, labels the list shows). */
export async function seedCiLocalisations(db: Db) {
  const rows = ['department', 'ciWasteType', 'ciIsgType', 'ciStatus', 'ciGradingType'].flatMap((mapName) =>
    Object.entries(DEMO_LOCALISATIONS[mapName]).flatMap(([code, labels]) => LANGUAGES.map((language) => ({ mapName, code, language, label: labels[language] }))),
  );
  await db.insert(localisations).values(rows).onConflictDoNothing();
}

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a tiny png')]);

export interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, so tests control every part (malformed ones too). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ci${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.fileName !== undefined ? `; filename="${p.fileName}"` : ''}`;
    const type = p.contentType ? `\r\nContent-Type: ${p.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid save payload (a new waste suggestion) with overrides. */
export function datum(orgunit: string, over: Record<string, unknown> = {}) {
  return {
    id: null,
    committeeNote: null,
    userNote: null,
    status: null,
    gradingType: null,
    wasteType: 'TRANSPORT',
    isgType: null,
    orgunit,
    department: 'SERVICE',
    problem: 'Parts are carried twice between the store and the workshop.',
    proposal: 'Put a parts rack next to the workshop entrance.',
    bestPractice: null,
    isGraded: false,
    dueDate: null,
    ...over,
  };
}
