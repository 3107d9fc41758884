import { formatDisplayDate, type TLanguage, zDatabaseId } from '@anumati/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../graphql/validate';
import { withOfficerSession } from '../../http/rest';
import { createPdfDocument, PDF_FONT } from '../../platform/pdf-document';
import type { TAuthService } from '../auth';
import type { TNotesService } from './notes.service';
import { noteBlocks } from './note-pdf-blocks';

const ZExportParamsSchema = z.object({ id: zDatabaseId('Application not found') });

/** The sheet's own words, in the language the officer chose (issue 19); the notes are printed as written. */
const SHEET_LABELS: Record<TLanguage, { title: string; applicant: string; attachment: string; noNotes: string }> = {
  en: {
    title: 'Note sheet',
    applicant: 'Applicant',
    attachment: 'Attachment',
    noNotes: 'There are no notes for this application',
  },
  te: {
    title: 'నోట్ షీట్',
    applicant: 'దరఖాస్తుదారు',
    attachment: 'జతపరచిన పత్రం',
    noNotes: 'ఈ దరఖాస్తుకు నోట్స్ ఏవీ లేవు',
  },
};

/** Documents stored before their names were kept are named by their storage key: its last part is the file. */
const fileName = (name: string) => name.split('/').at(-1) ?? name;

/**
 * Spec 2 §7 GET {host}/exports/comments/{id}.pdf: the application's note sheet as a PDF made on the server —
 * the identifier, then each note with its date (DD-MM-YYYY, India's day, as the screen shows it), officer, role,
 * text (paragraphs, list items and line breaks kept; Telugu shaped) and attachment's file name (issue 18).
 */
export function registerNotesExportRoute(app: FastifyInstance, deps: { auth: TAuthService; notes: TNotesService }) {
  app.get(
    '/api/exports/comments/:id.pdf',
    withOfficerSession(deps.auth, async (request, reply, session) => {
      const { id } = parseInput(ZExportParamsSchema, request.params);
      const sheet = await deps.notes.sheet(session.officer, id);
      const labels = SHEET_LABELS[session.officer.preferredLanguage];
      const document = await createPdfDocument({ Title: `Notes ${sheet.applicationIdentifier}` });
      document.fontSize(16).font(PDF_FONT.bold).text(`${labels.title}: ${sheet.applicationIdentifier}`);
      document
        .moveDown(0.3)
        .fontSize(10)
        .font(PDF_FONT.regular)
        .fillColor('#444')
        .text(`${labels.applicant}: ${sheet.applicantName}`);
      document.moveDown();
      if (sheet.notes.length === 0) document.fillColor('#000').text(labels.noNotes);
      for (const note of sheet.notes) {
        document
          .fillColor('#000')
          .font(PDF_FONT.bold)
          .fontSize(10)
          .text(
            `${formatDisplayDate(note.createdAt)}  ${note.officer.firstName} ${note.officer.lastName} (${note.officer.role.name})`,
          );
        for (const block of noteBlocks(note.comment)) {
          document
            .font(block.kind === 'heading' ? PDF_FONT.bold : PDF_FONT.regular)
            .text(block.text, { indent: 15 * block.depth + (block.kind === 'quote' ? 15 : 0), paragraphGap: 3 });
        }
        if (note.attachmentName) {
          document.fillColor('#444').text(`${labels.attachment}: ${fileName(note.attachmentName)}`);
        }
        document.moveDown();
      }
      document.end();
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="notes-${sheet.applicationIdentifier.replaceAll('/', '-')}.pdf"`,
        )
        .send(document);
    }),
  );
}
