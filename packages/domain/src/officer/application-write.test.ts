import { describe, expect, it } from 'vitest';
import { APPLICATION_WRITE_MESSAGES, applicationWriteRefusal, type TWriteStanding } from './application-write';

const open: TWriteStanding = { status: 'VERIFICATION_UNDER_PROGRESS', hasOpenTurn: true, hasOpenCorrectionTurn: false };
const { decided, notWithYou } = APPLICATION_WRITE_MESSAGES;

describe('applicationWriteRefusal (issue 15 §1)', () => {
  it.each([
    ['PLOT_COORDINATES', 'an open turn', open, null],
    ['PLOT_COORDINATES', 'no turn', { ...open, hasOpenTurn: false }, notWithYou],
    ['PLOT_COORDINATES', 'a decided file', { ...open, status: 'REJECTED' }, decided],
    [
      'PLOT_COORDINATES',
      'a correction turn only',
      { ...open, hasOpenTurn: false, hasOpenCorrectionTurn: true },
      notWithYou,
    ],
    [
      'PLOT_COORDINATES',
      'a correction turn on an accepted file',
      { status: 'ACCEPTED', hasOpenTurn: false, hasOpenCorrectionTurn: true },
      decided,
    ],
    ['DOCUMENT', 'an open turn', open, null],
    ['DOCUMENT', 'no turn', { ...open, hasOpenTurn: false }, notWithYou],
    ['DOCUMENT', 'a decided file', { ...open, status: 'FINAL_DEEMED', hasOpenTurn: false }, decided],
    [
      'DOCUMENT',
      'a correction turn on an accepted file',
      { status: 'ACCEPTED', hasOpenTurn: false, hasOpenCorrectionTurn: true },
      null,
    ],
    ['DOCUMENT', 'a deemed file under review', { ...open, status: 'DEEMED' }, null],
    ['FIELD_RECORD', 'an open turn', open, null],
    ['FIELD_RECORD', 'no turn', { ...open, hasOpenTurn: false }, notWithYou],
    ['FIELD_RECORD', 'a decided file', { ...open, status: 'ACCEPTED' }, decided],
    [
      'FIELD_RECORD',
      'a correction turn only',
      { ...open, hasOpenTurn: false, hasOpenCorrectionTurn: true },
      notWithYou,
    ],
  ] as const)('%s with %s', (write, _, standing, expected) => {
    expect(applicationWriteRefusal(write, standing)).toBe(expected);
  });
});
