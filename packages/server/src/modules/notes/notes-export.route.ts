import { noteText, zDatabaseId } from '@anumati/domain';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import { z } from 'zod';
import { parseInput } from '../../graphql/validate';
import { withOfficerSession } from '../../http/rest';
import type { TAuthService } from '../auth/auth.service';
import type { TNotesService } from './notes.service';

const ZExportParamsSchema = z.object({ id: zDatabaseId('Application not found') });

const dayMonthYear = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
};

/** Paragraphs and list items end lines in the PDF; the rest of the note's markup goes. */
function plainText(html: string): string {
  return noteText(html.replace(/<\/(p|li|h3|h4|blockquote)>|<br\s*\/?>/gi, '\n')).replace(/ ?\n ?/g, '\n');
}

/**
 * Spec 2 §7 GET {host}/exports/comments/{id}.pdf: the application's note sheet as a PDF made on the server —
 * the identifier, then each note with its officer, role, date (DD-MM-YYYY), text and attachment's name.
 */
export function registerNotesExportRoute(app: FastifyInstance, deps: { auth: TAuthService; notes: TNotesService }) {
  app.get(
    '/api/exports/comments/:id.pdf',
    withOfficerSession(deps.auth, async (request, reply, session) => {
      const { id } = parseInput(ZExportParamsSchema, request.params);
      const sheet = await deps.notes.sheet(session.officer, id);
      // Uncompressed: a note sheet is a few pages, and its text stays readable to simple tools (and tests).
      const document = new PDFDocument({
        size: 'A4',
        margin: 50,
        compress: false,
        info: { Title: `Notes ${sheet.applicationIdentifier}` },
      });
      document.fontSize(16).font('Helvetica-Bold').text(`Note sheet: ${sheet.applicationIdentifier}`);
      document.moveDown(0.3).fontSize(10).font('Helvetica').fillColor('#444').text(`Applicant: ${sheet.applicantName}`);
      document.moveDown();
      if (sheet.notes.length === 0) document.fillColor('#000').text('There are no notes for this application');
      for (const note of sheet.notes) {
        document
          .fillColor('#000')
          .font('Helvetica-Bold')
          .fontSize(10)
          .text(
            `${dayMonthYear(note.createdAt)}  ${note.officer.firstName} ${note.officer.lastName} (${note.officer.role.name})`,
          );
        document.font('Helvetica').text(plainText(note.comment));
        if (note.attachmentName) document.fillColor('#444').text(`Attachment: ${note.attachmentName}`);
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
