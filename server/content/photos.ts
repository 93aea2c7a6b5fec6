import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { PHOTO_LIMITS, PHOTO_SLOTS, type AdminPhoto, type CardPhoto, type PhotoSlot } from '../../api-client/contract/photos.ts';
import { cacheChanged } from '../cache/cache-topics.ts';
import { readCacheOf } from '../cache/read-cache.ts';
import type { Queryable } from '../db/database.ts';
import { AppError, notFound } from '../lib/errors.ts';
import { PHOTO_TYPES, photoFileFacts, type PhotoMediaType } from './photo-file.ts';
import { makePhotoVariants, type PhotoVariant } from './photo-variants.ts';

interface PhotoRow {
  slot: PhotoSlot;
  media_type: PhotoMediaType;
  width: number;
  height: number;
  digest: string;
  alt_en: string | null;
  alt_zh: string | null;
  size: number;
  updated_at: Date | string;
}

const refused = (error: string, en: string, zh: string) => new AppError(422, error, `${en} / ${zh}`, { image: error });
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

interface VariantRow {
  slot: PhotoSlot;
  width: number;
  media_type: PhotoVariant['mediaType'];
}

const urlOf = (row: Pick<PhotoRow, 'slot' | 'digest' | 'media_type'>) => `/api/photos/${row.slot}/${row.digest}.${PHOTO_TYPES[row.media_type]}`;
const variantUrlOf = (photo: Pick<PhotoRow, 'slot' | 'digest'>, variant: VariantRow) => `/api/photos/${photo.slot}/${photo.digest}-${variant.width}.${PHOTO_TYPES[variant.media_type]}`;
const readVariants = async (db: Queryable) => (await db.query<VariantRow>('select slot, width, media_type from restaurant_photo_variants order by width')).rows;

/** The slot named, or a refusal listing the slots in both languages. */
export function photoSlot(name: string): PhotoSlot {
  if ((PHOTO_SLOTS as readonly string[]).includes(name)) return name as PhotoSlot;
  throw notFound('photo_slot_unknown', `There is no photograph slot ${JSON.stringify(name)}; the slots are: ${PHOTO_SLOTS.join(', ')}. / 没有名为 ${JSON.stringify(name)} 的照片位置；可用的位置：${PHOTO_SLOTS.join('、')}。`);
}

const META = 'slot, media_type, width, height, digest, alt_en, alt_zh, octet_length(bytes) as size, updated_at';

/** The filled slots for the card (no file bytes); kept in the read cache with the settings. */
export async function readCardPhotos(db: Queryable): Promise<CardPhoto[]> {
  const read = async () => {
    const [{ rows }, variants] = await Promise.all([db.query<PhotoRow>(`select ${META} from restaurant_photos`), readVariants(db)]);
    const bySlot = PHOTO_SLOTS.flatMap((slot) => rows.filter((row) => row.slot === slot));
    return {
      value: bySlot.map((row) => {
        const own = variants.filter((variant) => variant.slot === row.slot).map((variant) => ({ url: variantUrlOf(row, variant), width: variant.width }));
        return { slot: row.slot, url: urlOf(row), width: row.width, height: row.height, variants: own, alt_en: row.alt_en, alt_zh: row.alt_zh };
      }),
    };
  };
  const cache = readCacheOf(db);
  return cache ? cache.get('restaurant-photos', 0, read, ['settings']) : (await read()).value;
}

/** Every slot as the restaurant sees it, filled or empty. */
export async function readAdminPhotos(db: Queryable): Promise<AdminPhoto[]> {
  const [{ rows }, variants] = await Promise.all([db.query<PhotoRow>(`select ${META} from restaurant_photos`), readVariants(db)]);
  return PHOTO_SLOTS.map((slot) => {
    const row = rows.find((candidate) => candidate.slot === slot);
    if (!row) return { slot, photo: null };
    const { media_type, width, height, alt_en, alt_zh } = row;
    const variantWidths = variants.filter((variant) => variant.slot === slot).map((variant) => variant.width);
    return { slot, photo: { media_type, width, height, bytes: Number(row.size), url: urlOf(row), variant_widths: variantWidths, alt_en, alt_zh, updated_at: new Date(row.updated_at).toISOString() } };
  });
}

/**
 * A slot's file for guests: the original, or its copy `width` px wide (the original, `asked` false,
 * when there is no such copy), with its type and the photograph's digest; null while the slot is empty.
 */
export async function readPhotoFile(db: Queryable, slot: PhotoSlot, width: number | null = null): Promise<{ bytes: Buffer; mediaType: string; digest: string; asked: boolean } | null> {
  const { rows } = await db.query<{ bytes: Uint8Array; media_type: string; digest: string; asked: boolean }>(
    `select coalesce(v.bytes, p.bytes) as bytes, coalesce(v.media_type, p.media_type) as media_type, p.digest, ($2::int is null or v.width is not null) as asked
       from restaurant_photos p left join restaurant_photo_variants v on v.slot = p.slot and v.width = $2
      where p.slot = $1`,
    [slot, width],
  );
  const row = rows[0];
  return row ? { bytes: Buffer.from(row.bytes), mediaType: row.media_type, digest: row.digest, asked: row.asked } : null;
}

function checkedAlt(text: string | undefined, lang: 'en' | 'zh'): string | null | undefined {
  if (text === undefined) return undefined;
  const alt = text.trim();
  if (CONTROL.test(alt)) throw refused('alt_control_characters', `The ${lang} description holds a control character; remove it.`, `${lang} 描述含有控制字符，请删除。`);
  return alt === '' ? null : alt;
}

const tooLargePhoto = (kb: number, estimated = false) => {
  const maxKb = PHOTO_LIMITS.maxBytes / 1024;
  const [about, aboutZh] = estimated ? ['about ', '约'] : ['', ''];
  return refused('photo_too_large', `This photograph is ${about}${kb} KB; at most ${maxKb} KB is allowed: export it at most 2000 px wide at about 80% quality.`, `该照片${aboutZh}为 ${kb} KB，最多允许 ${maxKb} KB：请以不超过 2000 像素宽、约 80% 的质量导出。`);
};

/** The most a request holding a photograph within the limits can take: the file as base64, and two descriptions with every character escaped. */
const LARGEST_PHOTO_REQUEST = Math.ceil(PHOTO_LIMITS.maxBytes / 3) * 4 + 2 * PHOTO_LIMITS.altLength * 6 + 1024;

/**
 * The text of a photograph request from the file its body was written to. A larger file (a
 * camera's original) is refused by its size alone, telling the photograph's size, and never read.
 */
export async function readPhotoRequest(file: string): Promise<string> {
  const { size } = await stat(file);
  if (size > LARGEST_PHOTO_REQUEST) throw tooLargePhoto(Math.round((size * 3) / 4 / 1024), true);
  return readFile(file, 'utf8');
}

/** A photograph checked and ready to store: its file, what it is, and its narrower copies. */
export interface CheckedPhoto {
  bytes: Buffer;
  mediaType: PhotoMediaType;
  width: number;
  height: number;
  variants: PhotoVariant[];
}

/**
 * Checks what a file's bytes are (JPEG, PNG or WebP), its file size and pixel size, and makes its
 * narrower copies: seconds of work for a large photograph, so done before any transaction opens.
 */
export async function checkPhoto(bytes: Buffer): Promise<CheckedPhoto> {
  const facts = photoFileFacts(bytes);
  if (!facts) throw refused('photo_type_unsupported', 'This file is not a JPEG, PNG or WebP photograph; export the photograph as one of those.', '该文件不是 JPEG、PNG 或 WebP 格式的照片；请将照片导出为其中一种格式。');
  if (bytes.length > PHOTO_LIMITS.maxBytes) throw tooLargePhoto(Math.ceil(bytes.length / 1024));
  const { width, height } = facts;
  if (width < PHOTO_LIMITS.minWidth || Math.max(width, height) > PHOTO_LIMITS.maxSide) {
    const { minWidth, maxSide } = PHOTO_LIMITS;
    throw refused('photo_size_unsupported', `This photograph is ${width} x ${height} px; it must be at least ${minWidth} px wide and at most ${maxSide} px on either side.`, `该照片为 ${width} x ${height} 像素；宽度至少 ${minWidth} 像素，每边最多 ${maxSide} 像素。`);
  }
  const variants = await makePhotoVariants(bytes, facts);
  if (!variants) throw refused('photo_unreadable', 'This photograph could not be read (the file may be cut off); export it again.', '无法读取该照片（文件可能不完整）；请重新导出。');
  return { bytes, mediaType: facts.mediaType, width, height, variants };
}

/** Puts a checked photograph in `slot`; an alt text not given is kept, an empty one removed. Nothing changes on a refusal. */
export async function writePhoto(db: Queryable, slot: PhotoSlot, photo: CheckedPhoto, alts: { alt_en?: string; alt_zh?: string }): Promise<void> {
  const { bytes, width, height } = photo;
  const altEn = checkedAlt(alts.alt_en, 'en');
  const altZh = checkedAlt(alts.alt_zh, 'zh');
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  await db.query(
    `insert into restaurant_photos (slot, media_type, bytes, width, height, digest, alt_en, alt_zh) values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (slot) do update set media_type = excluded.media_type, bytes = excluded.bytes, width = excluded.width, height = excluded.height,
       digest = excluded.digest, alt_en = case when $9 then excluded.alt_en else restaurant_photos.alt_en end,
       alt_zh = case when $10 then excluded.alt_zh else restaurant_photos.alt_zh end, updated_at = now()`,
    [slot, photo.mediaType, bytes, width, height, digest, altEn ?? null, altZh ?? null, altEn !== undefined, altZh !== undefined],
  );
  await db.query('delete from restaurant_photo_variants where slot = $1', [slot]);
  for (const variant of photo.variants) {
    await db.query('insert into restaurant_photo_variants (slot, width, height, media_type, bytes) values ($1, $2, $3, $4, $5)', [slot, variant.width, variant.height, variant.mediaType, variant.bytes]);
  }
  await cacheChanged(db, ['settings']);
}

/** Empties `slot`; guests see the page without it from their next page load. */
export async function removePhoto(db: Queryable, slot: PhotoSlot): Promise<void> {
  await db.query('delete from restaurant_photos where slot = $1', [slot]);
  await cacheChanged(db, ['settings']);
}
