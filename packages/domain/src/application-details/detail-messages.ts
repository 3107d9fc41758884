/** Spec 2 §8: the detail screens' empty and error texts, verbatim. */
export const DETAIL_MESSAGES = {
  noDocuments: 'No documents available for this application',
  noCertificates: 'No Certificates Available for this Application',
  plotAddressNotFound: 'Plot Address Not found',
  buildingInfoNotFound: 'Building Info Not found',
  builtupAreaNotFound: 'Builtup Area Not found',
  singleWindowNotFound: 'Single Window Not found',
  somethingWentWrong: 'Something went wrong!',
  /** Not in the spec: what the fee section says while the fee module has nothing for the file. */
  noFeeDetails: 'No fee adjustment details for this application',
} as const;
