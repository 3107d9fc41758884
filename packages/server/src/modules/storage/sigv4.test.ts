import { describe, expect, it } from 'vitest';
import { amzDates, presignUrl, signPolicy } from './sigv4';

/** AWS's published example ("Authenticating Requests: Using Query Parameters", Signature Version 4). */
const EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};

describe('SigV4', () => {
  it("signs AWS's presigned GET example to its published signature", () => {
    const url = presignUrl({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      credentials: EXAMPLE,
      now: new Date('2013-05-24T00:00:00Z'),
      expiresInSeconds: 86_400,
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it.each([
    ['2013-05-24T00:00:00.000Z', '20130524T000000Z', '20130524'],
    ['2026-11-02T05:30:07.123Z', '20261102T053007Z', '20261102'],
  ])('dates %s as %s', (iso, amzDate, shortDate) => {
    expect(amzDates(new Date(iso))).toEqual({ amzDate, shortDate });
  });

  it('a policy signature changes with the policy, the key and the day', () => {
    const base = signPolicy('eyJhIjoxfQ==', EXAMPLE.secretAccessKey, '20130524', 'us-east-1');
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(signPolicy('eyJhIjoyfQ==', EXAMPLE.secretAccessKey, '20130524', 'us-east-1')).not.toBe(base);
    expect(signPolicy('eyJhIjoxfQ==', 'another-secret', '20130524', 'us-east-1')).not.toBe(base);
    expect(signPolicy('eyJhIjoxfQ==', EXAMPLE.secretAccessKey, '20130525', 'us-east-1')).not.toBe(base);
  });
});
