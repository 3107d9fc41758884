/** The feedback module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { registerFeedbackRoutes } from './feedback.route';
export { createFeedbackService } from './feedback.service';
