import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_SIDE_PX, shrunkSize } from './shrink-photo';

describe('the size a photo leaves the phone at', () => {
  it.each([
    // A 12-megapixel camera, landscape and portrait: the longer side becomes 1,600 px, the shape kept.
    { width: 4000, height: 3000, shrunk: { width: 1600, height: 1200 } },
    { width: 3000, height: 4000, shrunk: { width: 1200, height: 1600 } },
    { width: 4032, height: 1816, shrunk: { width: 1600, height: 721 } },
    // Already small enough: never enlarged.
    { width: 1280, height: 960, shrunk: { width: 1280, height: 960 } },
    { width: MAX_PHOTO_SIDE_PX, height: 900, shrunk: { width: MAX_PHOTO_SIDE_PX, height: 900 } },
  ])('$width × $height → $shrunk.width × $shrunk.height', ({ width, height, shrunk }) => {
    expect(shrunkSize(width, height)).toEqual(shrunk);
  });
});
