/** The public page an order's QR code opens (namespace "verify-order"). */
export const verifyOrderEn = {
  title: 'Order verification',
  orderNumberIs: 'Order number',
  checking: 'Checking the order',
  notFound: 'Not found',
  genuine: 'Genuine order',
  particulars: 'Order particulars',
  order: 'Order',
  orderNumber: 'Order number',
  applicationNumber: 'Application number',
  issuedBy: 'Issued by',
  dateOfIssue: 'Date of issue',
  signedBy: 'Signed by',
  pdfHash: 'SHA-256 of the PDF',
  download: 'Download the order PDF',
  consoleLink: 'TS-bPASS officer console',
};
