import multipart from '@fastify/multipart';
import {
  MAX_UPLOAD_BYTES,
  sniffUploadType,
  UPLOAD_MESSAGES,
  ZMediaRegistrationSchema,
  ZSignedUrlQuerySchema,
  zDatabaseId,
} from '@anumati/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { parseInput } from '../../graphql/validate';
import { HTTP_STATUS, withOfficerSession } from '../../http/rest';
import type { TAuthService } from '../auth';
import { LOCAL_UPLOAD_PATH, type TLocalStorage } from './local-storage';
import type { TMediaService } from './media.service';
import { isPolicyProblem } from './post-policy';
import type { TS3Storage } from './s3-storage';
import { FILES_PATH } from './signed-link';
import type { TStorage } from './storage-adapter';
import { isRefusal } from './upload-content';

const ZMediaIdSchema = z.object({ id: zDatabaseId('Document not found') });

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** S3's error document, so a client reads a refused post the same from a bucket and from us. */
function xmlError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .code(status)
    .type('application/xml')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`,
    );
}

/** Spec 2 §7: the upload flow's server side, and (local adapter) the bucket's own two doors. */
export function registerMediaRoutes(
  app: FastifyInstance,
  deps: { auth: TAuthService; media: TMediaService; storage: TStorage },
) {
  const { auth, media, storage } = deps;

  app.get(
    '/api/v1/media/s3_signed_url',
    withOfficerSession(auth, async (request, reply, session) => {
      const { content_type } = parseInput(ZSignedUrlQuerySchema, request.query);
      const signed = await media.signUpload(session.officer, content_type);
      return reply.send({ success: true, message: 'Upload form signed', ...signed });
    }),
  );

  app.post(
    '/api/v1/media',
    withOfficerSession(auth, async (request, reply, session) => {
      const input = parseInput(ZMediaRegistrationSchema, request.body ?? {});
      const data = await media.register(session.officer, input);
      return reply.code(201).send({ success: true, message: 'Media saved', data });
    }),
  );

  app.get(
    '/api/v1/media/:id',
    withOfficerSession(auth, async (request, reply, session) => {
      const { id } = parseInput(ZMediaIdSchema, request.params);
      return reply.send({ success: true, message: 'Document found', data: await media.open(session.officer, id) });
    }),
  );

  if (storage.driver === 'local') registerLocalBucketRoutes(app, { storage: storage as TLocalStorage, media });
  else registerBucketRedirect(app, storage as TS3Storage);
}

/** A document link opened on the S3 adapter: a valid one is sent on to the object, presigned for a minute. */
function registerBucketRedirect(app: FastifyInstance, storage: TS3Storage) {
  app.get(`${FILES_PATH}/*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const query = request.query as { expires?: string; signature?: string };
    if (!storage.isDownloadAllowed(key, query.expires ?? '', query.signature ?? '')) {
      return reply.code(403).send({ success: false, message: UPLOAD_MESSAGES.linkExpired });
    }
    return reply.header('cache-control', 'no-store').redirect(await storage.presignedGetUrl(key), 302);
  });
}

/**
 * What a bucket would do, on our own server: take a browser POST under a signed policy (checked before the file
 * is read: signature, expiry, key, type), refuse more than 5 MB (413) or a file that fails the upload check
 * (upload-content.ts: not the signed type, not whole, infected), store it and answer S3's XML; and serve a stored
 * file to a holder of a valid signed link. Nothing is written until the whole file has passed.
 */
function registerLocalBucketRoutes(app: FastifyInstance, deps: { storage: TLocalStorage; media: TMediaService }) {
  const { storage, media } = deps;
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 16_384, parts: 22 },
    });
    scope.post(LOCAL_UPLOAD_PATH, async (request, reply) => {
      if (!request.isMultipart()) return xmlError(reply, 400, 'MalformedPOSTRequest', UPLOAD_MESSAGES.notUploaded);
      const part = await request.file();
      if (!part) return xmlError(reply, 400, 'MalformedPOSTRequest', UPLOAD_MESSAGES.notUploaded);
      const fields: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(part.fields)) {
        const entry = Array.isArray(value) ? value[0] : value;
        if (entry && entry.type === 'field') fields[name] = String(entry.value);
      }
      const accepted = await storage.verifyPost(fields);
      if (isPolicyProblem(accepted)) {
        part.file.resume();
        return xmlError(reply, 403, accepted.code, accepted.message);
      }
      // A signed form stores one file: posting it again cannot replace what was stored (and maybe attached).
      if (await storage.readStart(accepted.key, 1)) {
        part.file.resume();
        return xmlError(reply, 409, 'KeyAlreadyExists', UPLOAD_MESSAGES.alreadyUploaded);
      }
      let body: Buffer;
      try {
        body = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          return xmlError(reply, 413, 'EntityTooLarge', UPLOAD_MESSAGES.tooLarge);
        }
        throw error;
      }
      // The stream is cut at the limit; when the cut falls on a chunk's end toBuffer answers the first 5 MB
      // without an error, so the stream's own flag decides, never the length read.
      if (part.file.truncated || body.length > accepted.maxBytes) {
        return xmlError(reply, 413, 'EntityTooLarge', UPLOAD_MESSAGES.tooLarge);
      }
      if (body.length < Math.max(accepted.minBytes, 1)) {
        return xmlError(reply, 400, 'EntityTooSmall', UPLOAD_MESSAGES.emptyFile);
      }
      const verdict = await media.checkPosted(body, { key: accepted.key, contentType: accepted.contentType });
      if (isRefusal(verdict)) {
        const { errorCode, s3Code, message } = verdict.refusal;
        return xmlError(reply, HTTP_STATUS[errorCode], s3Code, message);
      }
      await storage.put(accepted.key, body, accepted.contentType);
      const etag = createHash('md5').update(body).digest('hex');
      return reply
        .code(201)
        .type('application/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>${escapeXml(storage.downloadUrl(accepted.key))}</Location>` +
            `<Bucket>${storage.bucket}</Bucket><Key>${escapeXml(accepted.key)}</Key><ETag>"${etag}"</ETag></PostResponse>`,
        );
    });
  });

  app.get(`${FILES_PATH}/*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const query = request.query as { expires?: string; signature?: string };
    if (!storage.isDownloadAllowed(key, query.expires ?? '', query.signature ?? '')) {
      return reply.code(403).send({ success: false, message: UPLOAD_MESSAGES.linkExpired });
    }
    const head = await storage.readStart(key, 16);
    if (!head) return reply.code(404).send({ success: false, message: 'Not found' });
    // Only the three accepted types are ever stored; the header says which, and browsers may not guess.
    return reply
      .header('content-type', sniffUploadType(head) ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, max-age=300')
      .send(storage.open(key));
  });
}

const answer = {
  type: 'object',
  properties: { success: { type: 'boolean' }, message: { type: 'string' }, data: { type: 'object' } },
};

/** The OpenAPI paths of the upload flow (spec 2 §7), served at /api/docs. */
export function mediaOpenApiPaths() {
  return {
    '/api/v1/media/s3_signed_url': {
      get: {
        summary: 'A signed form to post one PDF, PNG or JPEG (at most 5 MB) straight to storage',
        security: [{ officerToken: [] }],
        parameters: [{ name: 'content_type', in: 'query', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description:
              'url, and url_fields (key, success_action_status, Content-Type, Content-Disposition, Policy, ' +
              'bucket, X-Amz-Algorithm, X-Amz-Credential, X-Amz-Date, X-Amz-Signature) to post with the file, last',
          },
          '400': { description: 'Not one of the accepted types: the spec’s alert' },
          '401': { description: 'No session' },
        },
      },
    },
    [LOCAL_UPLOAD_PATH]: {
      post: {
        summary: 'The local adapter’s bucket: a multipart form of the signed fields and the file (local storage only)',
        security: [],
        responses: {
          '201': {
            description: 'XML PostResponse with Location, Bucket, Key and ETag',
            content: { 'application/xml': {} },
          },
          '400': {
            description:
              'XML Error: empty, not the signed type by its first bytes, not a whole PDF or image, or infected',
          },
          '403': { description: 'XML Error: expired, not signed by the server, or not what was signed' },
          '409': { description: 'XML Error: this signed form has stored its file already' },
          '413': { description: 'XML Error: more than 5 MB; nothing is stored' },
          '503': { description: 'XML Error: the virus scanner (when configured) cannot be reached; nothing is stored' },
        },
      },
    },
    '/api/v1/media': {
      post: {
        summary:
          'Attach an uploaded file to an application under a category (file_name: the chosen file’s name, kept ' +
          'sanitised); answers data.media.file_url and original_name',
        security: [{ officerToken: [] }],
        requestBody: { content: { 'application/json': { schema: z.toJSONSchema(ZMediaRegistrationSchema) } } },
        responses: {
          '201': { description: 'Saved', content: { 'application/json': { schema: answer } } },
          '400': {
            description: 'Not uploaded by this officer, not a whole PDF, PNG or JPEG by its bytes, or infected',
          },
          '404': { description: 'No such application in the officer’s jurisdiction' },
          '409': { description: 'Already attached' },
          '413': { description: 'The stored file is over 5 MB: it is removed' },
          '503': { description: 'The virus scanner (when configured) cannot be reached: the file is removed' },
        },
      },
    },
  };
}
