import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../graphql/validate';
import { withOfficerSession } from '../../http/rest';
import type { TAuthService } from '../auth/auth.service';
import type { TSignedInOfficer } from '../officer/signed-in-officer';
import type { TApplicationDetailsService } from './application-details.service';

const ZApplicationParams = z.object({ id: z.coerce.number({ error: 'Application not found' }).int().positive() });

/**
 * Spec 2 §7's reads for the detail screens, under /api/v1 (beside /api/v1/media): answers are
 * { success, message, data }; an officer outside the application's jurisdiction is told it is not found.
 */
export function registerApplicationDetailsRoutes(
  app: FastifyInstance,
  deps: { auth: TAuthService; details: TApplicationDetailsService },
) {
  const reads: Record<string, (officer: TSignedInOfficer, id: number) => Promise<unknown>> = {
    view: deps.details.view,
    occupancy_show: deps.details.occupancyShow,
    compound_wall_show: deps.details.compoundWallShow,
    citizen_uploaded_documents: deps.details.citizenDocuments,
    certificates: deps.details.certificates,
  };
  for (const [path, read] of Object.entries(reads)) {
    app.get(
      `/api/v1/applications/:id/${path}`,
      withOfficerSession(deps.auth, async (request, reply, session) => {
        const { id } = parseInput(ZApplicationParams, request.params);
        const data = await read(session.officer, id);
        return reply.send({ success: true, message: 'Application details', data });
      }),
    );
  }
}
