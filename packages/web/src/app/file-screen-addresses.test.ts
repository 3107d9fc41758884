import { describe, expect, it } from 'vitest';
import { fileScreenOfAddress } from './file-screen-addresses';

describe("a file's screen named by its address", () => {
  it.each([
    ['/site-verification/41', { screen: 'verification', applicationId: '41' }],
    ['/site-verification/bp/41', { screen: 'verification', applicationId: '41' }],
    ['/sw-line-verification/7', { screen: 'verification', applicationId: '7' }],
    ['/iairVerification/occ/9', { screen: 'verification', applicationId: '9' }],
    ['/commissioner-verification/12', { screen: 'decision', applicationId: '12' }],
    ['/iair-CommisionerVerify/lo/12', { screen: 'decision', applicationId: '12' }],
  ])('%s is the %o', (address, opened) => {
    expect(fileScreenOfAddress(address)).toEqual(opened);
  });

  it.each(['/post-verification', '/application-details/41', '/site-verification/', '/summary-report'])(
    '%s names no file screen opened at its address',
    (address) => {
      expect(fileScreenOfAddress(address)).toBeNull();
    },
  );
});
