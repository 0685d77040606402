/** The part of s3rver 3 (no types of its own) that the storage tests use. */
declare module "s3rver" {
  // The package's CommonJS export is the class itself.
  // eslint-disable-next-line no-restricted-syntax
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    /** Starts listening; the address it listens on. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
