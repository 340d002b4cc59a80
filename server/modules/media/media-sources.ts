import { and, eq, inArray } from "drizzle-orm";
import { MEDIA_WIDTHS } from "@domain/media";
import type { Database } from "../../db/client";
import { mediaSources } from "../../db/schema";
import { WEBP_OPTIONS } from "./media.service";

/**
 * What an uploaded photo became: the SHA-256 of its bytes, with the settings it
 * was encoded with, to the media URL of its renditions. Settings that change (another effort,
 * another width) start afresh: a photo is then made again, as it must be.
 */
export const RENDITION_ENCODING = `webp q${WEBP_OPTIONS.quality} e${WEBP_OPTIONS.effort} w${MEDIA_WIDTHS.join(",")}`;

const CHUNK = 500;

/** The media URL each of these source hashes was stored as, for those known. */
export async function knownSourceUrls(
  db: Database,
  hashes: Iterable<string>,
): Promise<Map<string, string>> {
  const list = [...new Set(hashes)];
  const known = new Map<string, string>();
  for (let i = 0; i < list.length; i += CHUNK) {
    const rows = await db
      .select({ hash: mediaSources.sourceSha256, url: mediaSources.url })
      .from(mediaSources)
      .where(
        and(
          eq(mediaSources.encoding, RENDITION_ENCODING),
          inArray(mediaSources.sourceSha256, list.slice(i, i + CHUNK)),
        ),
      );
    for (const row of rows) known.set(row.hash, row.url);
  }
  return known;
}

/** Remembers what these source photos were stored as (a pair already known is left as it is). */
export async function rememberSources(
  db: Database,
  entries: Iterable<readonly [hash: string, url: string]>,
): Promise<void> {
  const rows = [...new Map(entries)].map(([sourceSha256, url]) => ({
    sourceSha256,
    encoding: RENDITION_ENCODING,
    url,
  }));
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insert(mediaSources)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
}
