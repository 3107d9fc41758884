/** s3rver ships no types: the part of its API the S3 adapter's test uses (a devDependency). */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type TS3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  };

  // eslint-disable-next-line no-restricted-syntax -- s3rver's own module exports a default class
  export default class S3rver {
    constructor(options: TS3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
