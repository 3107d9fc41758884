import { graphql } from '../../../shared/graphql/generated';

/** Spec 3 §4's Save, sent later: answers typed on site without a network, as a draft of the officer's open turn. */
export const SAVE_FIELD_ANSWERS_MUTATION = graphql(`
  mutation SaveFieldAnswers($formInstanceId: ID!, $data: String!) {
    saveFormAnswers(formInstanceId: $formInstanceId, data: $data) {
      success
      message
    }
  }
`);
