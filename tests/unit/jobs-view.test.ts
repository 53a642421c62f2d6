/** The jobs view's rules (`app/features/jobs/jobs.ts`): its filter, each row's action, its refresh. */
import { describe, expect, it } from 'vitest';
import {
  attemptsText,
  DETAIL_JSON_CHARS,
  detailRefreshInterval,
  isJobFilter,
  JOB_FILTERS,
  jobAction,
  jsonText,
  LIVE_REFRESH_MS,
  refreshInterval,
} from '../../app/features/jobs/jobs';

describe('the jobs view', () => {
  it('filters by every status, or none', () => {
    expect(JOB_FILTERS).toEqual(['', 'queued', 'running', 'done', 'dead', 'cancelled']);
    expect(isJobFilter('dead')).toBe(true);
    expect(isJobFilter('')).toBe(true);
    expect(isJobFilter('lost')).toBe(false);
  });

  it('offers Riprova for a failed or cancelled job, Annulla for a queued one, nothing otherwise', () => {
    expect(jobAction('dead')).toBe('retry');
    expect(jobAction('cancelled')).toBe('retry');
    expect(jobAction('queued')).toBe('cancel');
    expect(jobAction('running')).toBeNull();
    expect(jobAction('done')).toBeNull();
  });

  it('refreshes while a job shown is queued or running', () => {
    expect(refreshInterval(undefined)).toBe(false);
    expect(refreshInterval([{ status: 'done' }, { status: 'dead' }])).toBe(false);
    expect(refreshInterval([{ status: 'done' }, { status: 'running' }])).toBe(LIVE_REFRESH_MS);
    expect(refreshInterval([{ status: 'queued' }])).toBe(LIVE_REFRESH_MS);
  });

  it('writes the attempts as made/allowed', () => {
    expect(attemptsText({ attempts: 2, max_attempts: 5 })).toBe('2/5');
  });

  it('reloads the detail while its job is still to end', () => {
    expect(detailRefreshInterval(undefined)).toBe(false);
    expect(detailRefreshInterval('running')).toBe(LIVE_REFRESH_MS);
    expect(detailRefreshInterval('dead')).toBe(false);
  });

  it('shows a payload or result as indented JSON, cut past its bound', () => {
    expect(jsonText(null)).toBeNull();
    expect(jsonText(undefined)).toBeNull();
    expect(jsonText({ feed: 'makexp' })).toBe('{\n  "feed": "makexp"\n}');
    const long = jsonText({ text: 'x'.repeat(DETAIL_JSON_CHARS * 2) }) ?? '';
    expect(long).toHaveLength(DETAIL_JSON_CHARS + 2);
    expect(long.endsWith('\n…')).toBe(true);
  });
});
