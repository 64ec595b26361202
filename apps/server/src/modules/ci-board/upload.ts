import type { FastifyRequest } from 'fastify';
import { CI_ATTACHMENT_MAX_BYTES, CI_ATTACHMENT_TYPES, CI_MESSAGES, ciSavePayload, type CiSavePayload, type Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { badRequest, partRefused, textFault, textRefused } from '../../plugins/errors';
import { languageOf } from '../../texts';
import { answerTextsFor, type CiAnswerTexts } from './answer-texts';

export interface UploadedFile {
  fileName: string;
  extension: string;
  mimeType: string;
  data: Buffer;
}

/** The JSON part; a browser's FormData may send it as a Blob (a file part named ciBoardDatum). */
const DATUM_PART = 'ciBoardDatum';
const DATUM_MAX_BYTES = 64 * 1024;

const multipartErrors = (m: CiAnswerTexts): Record<string, string> => ({
  FST_FILES_LIMIT: m.oneFileOnly,
  FST_REQ_FILE_TOO_LARGE: m.fileTooLarge,
  FST_PARTS_LIMIT: CI_MESSAGES.unknownPart,
  FST_FIELDS_LIMIT: CI_MESSAGES.unknownPart,
});

/** First bytes of each allowed type: a renamed executable is refused. Text must simply hold no NUL byte. */
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  pdf: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  docx: (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  xlsx: (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  pptx: (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  txt: (b) => !b.includes(0),
};

/** Stored file names are at most this many characters (code points). */
const FILE_NAME_MAX = 200;

/** A longer name loses the end of its stem, never its extension (which decides the type) nor half a character. */
function shortened(name: string, suffix: string): string {
  const chars = Array.from(name);
  if (chars.length <= FILE_NAME_MAX) return name;
  return `${chars.slice(0, FILE_NAME_MAX - suffix.length).join('').trimEnd()}${suffix}`;
}

function checkFile(fileName: string, data: Buffer, m: CiAnswerTexts): UploadedFile {
  const cleaned =
    Array.from(fileName.normalize('NFC'))
      .map((ch) => (ch.charCodeAt(0) < 0x20 || ch === '\u007f' || ch === '/' || ch === '\\' ? '_' : ch))
      .join('')
      .trim() || 'file';
  const suffix = /\.[A-Za-z0-9]{1,8}$/.exec(cleaned)?.[0] ?? '';
  const name = shortened(cleaned, suffix);
  const extension = suffix.slice(1).toLowerCase();
  const mimeType = CI_ATTACHMENT_TYPES[extension];
  if (!mimeType) throw badRequest(m.fileType);
  if (data.byteLength === 0) throw badRequest(m.fileEmpty);
  if (!SIGNATURES[extension](data)) throw badRequest(m.fileContent);
  return { fileName: name, extension, mimeType, data };
}

/** The JSON part checked by its contract; a refusal is worded like a refused body, in the caller's language. */
function parseDatum(text: string, language: Language): CiSavePayload {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(CI_MESSAGES.datumNotJson);
  }
  // The part is read here, not by the request's text guard (plugins/errors.ts): the same refusal of NUL and lone surrogates.
  const fault = textFault(json, DATUM_PART);
  if (fault) throw textRefused(language, fault.path, fault.fault, fault.path);
  const parsed = ciSavePayload.safeParse(json);
  if (!parsed.success) throw partRefused(language, DATUM_PART, parsed.error.issues, json);
  return parsed.data;
}

/**
 * Reads the multipart save (spec part 2 §3 "CI save payload"): the JSON part ciBoardDatum and at most one
 * file. Everything is checked before anything is stored; every refusal is a 400 with a clear message, in the
 * caller's language where the form can meet it.
 */
export async function readCiUpload(request: FastifyRequest, ctx: Pick<RequestContext, 'user'>): Promise<{ datum: CiSavePayload; file: UploadedFile | null }> {
  const m = answerTextsFor(ctx);
  if (!request.isMultipart()) throw badRequest(CI_MESSAGES.notMultipart);
  let datumText: string | null = null;
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { files: 2, parts: 4, fields: 2, fileSize: CI_ATTACHMENT_MAX_BYTES, fieldSize: DATUM_MAX_BYTES } })) {
      if (part.fieldname === DATUM_PART) {
        if (datumText !== null) throw badRequest(CI_MESSAGES.unknownPart);
        datumText = part.type === 'field' ? String(part.value) : (await part.toBuffer()).toString('utf8');
      } else if (part.type === 'file') {
        if (file !== null) throw badRequest(m.oneFileOnly);
        file = checkFile(part.filename, await part.toBuffer(), m);
      } else {
        throw badRequest(CI_MESSAGES.unknownPart);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    const known = code ? multipartErrors(m)[code] : undefined;
    if (known) throw badRequest(known);
    if ((err as { statusCode?: number }).statusCode === 400) throw err;
    throw badRequest(CI_MESSAGES.notMultipart);
  }
  if (datumText === null) throw badRequest(CI_MESSAGES.missingDatum);
  return { datum: parseDatum(datumText, languageOf(ctx.user.cultureName)), file };
}
