import { describe, expect, it } from 'vitest';
import { officerPost } from './officer-post';

const officer = (authority: string | null, ulbName: string | null, district: string | null = null) => ({
  role: { id: '1', name: 'Site Inspector' },
  authority,
  ulbName,
  district,
});

describe("the officer's post in the top bar", () => {
  it('names the role, the authority and the ULB', () => {
    expect(officerPost(officer('DTCP', 'Nizampet'), 'en')).toBe('Site Inspector · DTCP · Nizampet');
  });

  it('names GHMC once when it is both the authority and the ULB', () => {
    expect(officerPost(officer('GHMC', 'GHMC'), 'en')).toBe('Site Inspector · GHMC');
    expect(officerPost(officer('GHMC', 'ghmc '), 'te')).toBe('స్థల తనిఖీ అధికారి · GHMC');
  });

  it("names a district officer's district where there is no ULB", () => {
    expect(officerPost(officer('DTCP', null, 'Rangareddy'), 'en')).toBe('Site Inspector · DTCP · Rangareddy');
  });
});
