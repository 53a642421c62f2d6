/**
 * The data hub screens' rules (`app/features/tdh/`): the type filter, the outcome of a send as
 * shown (platform.md sections 4 and 8), the bulk runner's order and stop, and the edit links by
 * entity type (platform.md section 2).
 */
import { describe, expect, it } from 'vitest';
import { isTdhEntity, tdhEditorHref } from '../../app/features/tdh/links';
import {
  esitoText,
  failureOf,
  isErrorResponse,
  isTdhFilter,
  outcomeOf,
  responseText,
  runBulk,
  TDH_FILTERS,
  type SendOutcome,
} from '../../app/features/tdh/tdh';
import { registry } from '../../generated/registry';

const LABELS = { ok: 'OK', error: 'Errore' };

describe('the data hub screens', () => {
  it('filters by every hub type, or none (Tutti)', () => {
    expect(TDH_FILTERS).toEqual(['', 'localita', 'itinerario', 'interesse', 'evento']);
    expect(isTdhFilter('evento')).toBe(true);
    expect(isTdhFilter('news')).toBe(false);
  });

  it("tells an error by a non-empty codiceEsito or 'Errore' in the message, 'Errore generico' by default", () => {
    expect(outcomeOf({ codiceEsito: '', message: 'Contenuto acquisito' }, 'Errore generico')).toEqual({
      code: '',
      message: 'Contenuto acquisito',
      error: false,
    });
    expect(outcomeOf({ codiceEsito: 'E100', message: '' }, 'Errore generico')).toEqual({
      code: 'E100',
      message: 'Errore generico',
      error: true,
    });
    expect(outcomeOf({ codiceEsito: '', message: 'Errore: titolo' }, 'Errore generico').error).toBe(true);
    expect(outcomeOf({ codiceEsito: 'IN_CODA', message: 'In coda' }, 'x').error).toBe(true);
    expect(failureOf(503, 'Data Hub non configurato', 'Errore generico')).toEqual({
      code: 'HTTP_503',
      message: 'Data Hub non configurato',
      error: true,
    });
    expect(failureOf(null, ' ', 'Errore generico')).toEqual({
      code: 'ERRORE',
      message: 'Errore generico',
      error: true,
    });
  });

  it('shows the outcome code, else OK or Errore', () => {
    expect(esitoText({ code: 'E100', message: '', error: true }, LABELS)).toBe('E100');
    expect(esitoText({ code: '', message: 'ok', error: false }, LABELS)).toBe('OK');
    expect(esitoText({ code: '', message: 'Errore', error: true }, LABELS)).toBe('Errore');
  });

  it('sends the items one after another and reports each outcome in order', async () => {
    const log: string[] = [];
    let inFlight = 0;
    const result = await runBulk(
      [1, 2, 3],
      async (item): Promise<SendOutcome> => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        log.push(`send ${item}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return { code: item === 2 ? 'E100' : '', message: '', error: item === 2 };
      },
      {
        stopped: () => false,
        onStart: (item) => log.push(`start ${item}`),
        onOutcome: (item, index, outcome) => log.push(`outcome ${item} ${index} ${outcome.code}`),
      },
    );
    expect(result).toEqual({ sent: 3, stopped: false });
    expect(log).toEqual([
      'start 1',
      'send 1',
      'outcome 1 0 ',
      'start 2',
      'send 2',
      'outcome 2 1 E100',
      'start 3',
      'send 3',
      'outcome 3 2 ',
    ]);
  });

  it('stops further processing when asked: the send in flight finishes and reports, no other starts', async () => {
    let stop = false;
    const sent: number[] = [];
    const reported: number[] = [];
    const result = await runBulk(
      [1, 2, 3, 4],
      async (item): Promise<SendOutcome> => {
        sent.push(item);
        // Annulla pressed while the second item is in flight.
        if (item === 2) stop = true;
        await Promise.resolve();
        return { code: '', message: '', error: false };
      },
      { stopped: () => stop, onOutcome: (item) => reported.push(item) },
    );
    expect(result).toEqual({ sent: 2, stopped: true });
    expect(sent).toEqual([1, 2]);
    expect(reported).toEqual([1, 2]);
  });

  it('stops before the first item when stopped already', async () => {
    const result = await runBulk([1], () => Promise.reject(new Error('not sent')), {
      stopped: () => true,
      onOutcome: () => undefined,
    });
    expect(result).toEqual({ sent: 0, stopped: true });
  });

  it("links each hub entity to its editor route, from its meta's editorRoute", () => {
    const hubEntities = Object.values(registry).filter((entry) => entry.meta.tdh !== null);
    expect(hubEntities.length).toBeGreaterThan(0);
    for (const { meta } of hubEntities) {
      expect(isTdhEntity(meta.name)).toBe(true);
      expect(tdhEditorHref(meta.name, 12)).toBe(`/${meta.editorRoute.replace(':id', '12')}`);
    }
    expect(tdhEditorHref('no-such-entity', 12)).toBeNull();
    expect(isTdhEntity('no-such-entity')).toBe(false);
  });

  it("shows the hub's last answer of the editor's box, in red when it contains 'Errore'", () => {
    expect(responseText(null)).toBeNull();
    expect(responseText('{"codiceEsito":"","message":"Contenuto acquisito"}')).toBe('Contenuto acquisito');
    expect(responseText('{"codiceEsito":"E100","message":"Errore di validazione"}')).toBe(
      'E100: Errore di validazione',
    );
    expect(responseText('{"codiceEsito":"","message":""}')).toBeNull();
    expect(responseText('not json')).toBe('not json');
    expect(isErrorResponse('E100: Errore di validazione')).toBe(true);
    expect(isErrorResponse('Contenuto acquisito')).toBe(false);
  });
});
