/** The feedback screens' addresses: the visitors' form (public) and the administrators' list. */
export const FEEDBACK_PATH = '/feedback';
export const FEEDBACK_LIST_PATH = '/administration/feedback';
