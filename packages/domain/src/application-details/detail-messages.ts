/** Spec 2 §8: the detail screens' empty and error texts, verbatim. */
export const DETAIL_MESSAGES = {
  noDocuments: 'No documents available for this application',
  noCertificates: 'No Certificates Available for this Application',
  plotAddressNotFound: 'Plot Address Not found',
  buildingInfoNotFound: 'Building Info Not found',
  builtupAreaNotFound: 'Builtup Area Not found',
  singleWindowNotFound: 'Single Window Not found',
  somethingWentWrong: 'Something went wrong!',
  // Not in the spec: what other sections say when the file has nothing for them (decisions).
  noFeeDetails: 'No fee adjustment details for this application',
  noChecklist: 'No checklist answers for this application',
  noCorrections: 'No correction requests for this application',
  noDeviation: 'No deviation details for this application',
  noInsurance: 'No insurance policy for this application',
} as const;
