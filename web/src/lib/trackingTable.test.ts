import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsCtaTrackingCode, downloadBannerTrackingCode, PROFILE_MENU_TRACKING, TRACKING, TRACKING_NOT_BUILT, upsellTrackingCode } from './trackingTable';

/**
 * Every code of spec 1 §9 'Tracking event codes' (with the call codes of the toll-free number line),
 * copied from the spec's text in its order.
 */
const SPEC_1_S9_CODES = [
  'PP305', 'PP300',
  'NA102', 'RS111', 'RS121', 'NA103', 'RS114', 'NA105', 'RS123', 'NA104', 'RS113', 'RS122', 'CF104',
  'NA106', 'RS124', 'CF102', 'CF101', 'CF103', 'UC010', 'UC020', 'UC030', 'UC040', 'AR100', 'AR107', 'AR108',
  'PP010', 'PP091', 'PP100', 'AR091', 'AR141', 'AR142', 'AR162', 'AR109', 'AR220', 'AR230', 'AR320', 'AR370',
  'PR101', 'PH110', 'PP050', 'WL100', 'AR181', 'AR182',
];

const tableCodes = Object.values(TRACKING).map((e) => e.code);

describe('the tracking table (spec 1 §9)', () => {
  it('gives each code to one entry', () => {
    expect(new Set(tableCodes).size).toBe(tableCodes.length);
  });

  it('holds every §9 code, or lists it as not built, never both, and nothing the spec does not name', () => {
    const missing = SPEC_1_S9_CODES.filter((code) => !tableCodes.includes(code) && !(code in TRACKING_NOT_BUILT));
    expect(missing).toEqual([]);
    expect(Object.keys(TRACKING_NOT_BUILT).filter((code) => tableCodes.includes(code))).toEqual([]);
    expect([...tableCodes, ...Object.keys(TRACKING_NOT_BUILT)].filter((code) => !SPEC_1_S9_CODES.includes(code))).toEqual([]);
  });

  it('gives a CMS call to action its own event code, PH110 when the CMS gives none', () => {
    expect(cmsCtaTrackingCode('WL100')).toBe('WL100');
    expect(cmsCtaTrackingCode(null)).toBe('PH110');
    expect(cmsCtaTrackingCode('  ')).toBe('PH110');
  });

  it("codes a download banner by the page's area: RS124 under /risorse, CF102 under /corsi-ecm-fad, NA106 elsewhere", () => {
    expect(downloadBannerTrackingCode('/risorse')).toBe('RS124');
    expect(downloadBannerTrackingCode('/risorse/tutti-i-tool')).toBe('RS124');
    expect(downloadBannerTrackingCode('/corsi-ecm-fad')).toBe('CF102');
    expect(downloadBannerTrackingCode('/corsi-ecm-fad/collana/medicina')).toBe('CF102');
    expect(downloadBannerTrackingCode('/chi-siamo')).toBe('NA106');
    expect(downloadBannerTrackingCode('/risorse-umane')).toBe('NA106');
  });

  it('codes the upsell buttons and the profile menu items from the table', () => {
    expect(upsellTrackingCode('/registrazione')).toBe('AR181');
    expect(upsellTrackingCode('/login')).toBe('AR182');
    expect(upsellTrackingCode('/piani')).toBe('PP050');
    expect(upsellTrackingCode('/upgrade')).toBe('PP050');
    expect(PROFILE_MENU_TRACKING).toEqual({ profile: 'PR101', logout: 'AR320' });
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('components read their codes from the table', () => {
  it('no web source other than the table writes a §9 code or the old data-tracking attribute', () => {
    const root = join(__dirname, '..');
    const table = join(__dirname, 'trackingTable.ts');
    const codePattern = new RegExp(`['"\`](${SPEC_1_S9_CODES.join('|')})['"\`]`);
    const offenders = sourceFiles(root)
      .filter((file) => file !== table)
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return codePattern.test(text) || /data-tracking=/.test(text);
      })
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
