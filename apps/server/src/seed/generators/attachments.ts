/** Files attached to jobs, drafts and CI suggestions: real PNG, PDF, XML, SVG, WAV and text contents for the blob store. */
import type { attachments, ciSuggestions } from '../../db/schema';
import { demoPdf, demoPng, demoSvg, demoWav, demoXml } from '../demo-files';
import { forkRandom, type Random } from '../random';
import { MINUTE_MS } from '../time';
import type { World } from '../world';
import { FINISHED_STATUSES, type Assignment, type Draft } from './planning';
import type { SimsRecord } from './details';

export interface DemoFile {
  row: typeof attachments.$inferInsert;
  data: Buffer;
}

const CONTENT_TYPES = { png: 'image/png', pdf: 'application/pdf', xml: 'application/xml', svg: 'image/svg+xml', wav: 'audio/wav', txt: 'text/plain' } as const;
type Kind = keyof typeof CONTENT_TYPES;

/** A version-4 shaped UUID from the seeded stream, so the same seed gives the same ids. */
function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[random.int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}_${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
const dateText = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

/**
 * Jobs with SIMS records get a photo of the removed part and a service report (PDF); jobs with oil samples
 * (sos) get the lab report as XML; a share of other finished jobs get photos, a report, a sketch (SVG) or a
 * voice note (WAV). Some drafts carry a photo and the technician's XML form.
 */
export function generateAttachments(world: World, list: Assignment[], draftList: Draft[], sims: SimsRecord[]): DemoFile[] {
  const random = forkRandom(world.seed, 'attachments');
  const photos = Array.from({ length: 6 }, (_, i) => demoPng(i));
  const files: DemoFile[] = [];
  const withSims = new Set(sims.filter((s) => s.assignment).map((s) => s.assignment!.id));

  const add = (owner: { assignmentId?: number; draftId?: number }, kind: Kind, fileName: string, data: Buffer, createdByName: string, createdAt: Date) => {
    const id = seededUuid(random);
    files.push({
      row: {
        id,
        ...owner,
        fileName: `${fileName}.${kind}`,
        extension: kind,
        mimeType: CONTENT_TYPES[kind],
        sizeBytes: data.byteLength,
        blobKey: `attachments/${id.slice(0, 2)}/${id}.${kind}`,
        sha256: '',
        createdByName,
        createdAt,
      },
      data,
    });
  };

  for (const a of list) {
    if (!a.item) continue;
    const hasSims = withSims.has(a.id);
    const finished = FINISHED_STATUSES.has(a.status) || a.status === 'HOLD' || a.status === 'CONTINUES';
    // Other finished jobs of the last ten days get files now and then (kept few: every file is written at seed time).
    if (!hasSims && !a.sos && !(finished && a.day >= world.today - 10 && random.chance(0.03))) continue;
    const order = a.item.order;
    const span = Math.max(1, (a.end.getTime() - a.start.getTime()) / MINUTE_MS - 5);
    const at = () => new Date(a.start.getTime() + random.int(5, span) * MINUTE_MS);
    const by = a.tech.fullName;
    const owner = { assignmentId: a.id };
    const photoCount = hasSims || !a.sos ? 1 : random.chance(0.3) ? 1 : 0;
    for (let i = 0; i < photoCount; i++) {
      const when = at();
      add(owner, 'png', `IMG_${stamp(when)}`, random.pick(photos), by, when);
    }
    if (random.chance(hasSims ? 0.6 : 0.3)) {
      const when = at();
      add(
        owner,
        'pdf',
        `service-report-${order.orderNumber}`,
        demoPdf(`Service report ${order.orderNumber}`, [
          `Customer: ${order.customer.name}`,
          `Serial number: ${order.machine.serial}`,
          `Item: ${a.item.elementNumber}  Job: ${a.item.job.code}`,
          `Technician: ${by}`,
          `Start: ${dateText(a.start)}  End: ${dateText(a.end)} (UTC)`,
          hasSims ? 'Parts replaced: see the SIMS records.' : 'No parts replaced.',
        ]),
        by,
        when,
      );
    }
    if (a.sos) {
      const when = at();
      add(owner, 'xml', `sos-lab-report-${order.orderNumber}`, demoXml('sosLabReport', { workOrderNumber: order.orderNumber, serialNumber: order.machine.serial, customer: order.customer.name, technician: by, sampledAt: when.toISOString(), result: random.pick(['NORMAL', 'MONITOR', 'ACTION']) }), by, when);
    }
    if (random.chance(0.05)) {
      const when = at();
      add(owner, 'svg', `sketch-${a.item.elementNumber}`, demoSvg(`${order.orderNumber} / ${a.item.elementNumber}`, random.int(0, 4)), by, when);
    }
    if (random.chance(0.04)) {
      const when = at();
      add(owner, 'wav', `voice-note-${stamp(when)}`, demoWav(random.int(0, 3)), by, when);
    }
  }

  for (const d of draftList) {
    if (!random.chance(0.3)) continue;
    const owner = { draftId: d.id };
    const when = new Date(d.createdAt.getTime() + random.int(1, 30) * MINUTE_MS);
    add(owner, 'png', `IMG_${stamp(when)}`, random.pick(photos), d.tech.fullName, when);
    if (random.chance(0.5)) {
      add(owner, 'xml', `draft-form-${d.id}`, demoXml('draftWorkOrder', { customer: d.customerName, serialNumber: d.serialNumber, description: d.description, technician: d.tech.fullName, createdAt: d.createdAt.toISOString() }), d.tech.fullName, new Date(when.getTime() + MINUTE_MS));
    }
  }
  return files;
}

/** Share of suggestions (besides ciuser's newest two) that carry a file. */
const CI_FILE_SHARE = 0.12;

/**
 * CI suggestions with their one file (spec part 2 §5), stored as an upload stores it (`ci/{year}/{uuid}.{ext}`,
 * upload.ts and save.ts): a photo of the problem, a PDF of the proposal (Turkish boards: the PDF fonts have
 * Latin letters only) or a text note. The demo ciuser's two newest suggestions always have one, so the
 * board's "my own suggestions" shows a file to open.
 */
export function generateCiAttachments(world: World, suggestions: readonly (typeof ciSuggestions.$inferInsert)[]): DemoFile[] {
  const random = forkRandom(world.seed, 'ci-attachments');
  const photos = Array.from({ length: 6 }, (_, i) => demoPng(i));
  const ciUserId = world.userIdsByName.get('ciuser');
  const newestOfCiUser = new Set(
    suggestions
      .filter((s) => s.createdByUserId === ciUserId)
      .sort((a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime())
      .slice(0, 2)
      .map((s) => s.id),
  );
  const files: DemoFile[] = [];
  for (const s of suggestions) {
    if (!newestOfCiUser.has(s.id) && !random.chance(CI_FILE_SHARE)) continue;
    const at = new Date((s.createdAt as Date).getTime() + random.int(1, 5) * MINUTE_MS);
    const kind = random.weighted<'png' | 'pdf' | 'txt'>([
      ['png', 55],
      [s.countryCode === 'TR' ? 'pdf' : 'png', 25],
      ['txt', 20],
    ]);
    const lines = [`${s.recordReferenceKey} · ${s.fullName}`, '', s.problem, '', s.proposal];
    const [name, data] =
      kind === 'png'
        ? [`IMG_${stamp(at)}`, random.pick(photos)]
        : kind === 'pdf'
          ? [`oneri-${s.recordReferenceKey}`, demoPdf(s.recordReferenceKey, lines.flatMap((l) => l.match(/.{1,90}(\s|$)/g) ?? ['']))]
          : [`notes-${s.recordReferenceKey}`, Buffer.from(`${lines.join('\n')}\n`, 'utf8')];
    const id = seededUuid(random);
    files.push({
      row: {
        id,
        ciSuggestionId: s.id,
        fileName: `${name}.${kind}`,
        extension: kind,
        mimeType: CONTENT_TYPES[kind],
        sizeBytes: data.byteLength,
        blobKey: `ci/${at.getUTCFullYear()}/${id}.${kind}`,
        sha256: '',
        createdByName: s.fullName,
        createdAt: at,
      },
      data,
    });
  }
  return files;
}
