import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export interface CertificateText {
  laboratory: string;
  accreditation: string;
  instrument: string;
  serialNumber: string;
  date: string;
  dueDate: string | null;
  number: string;
}

/** A one-page certificate of calibration as a laboratory issues it (the demo's listings and the tests attach it). */
export async function certificatePdf(c: CertificateText): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Certificate of Calibration ${c.number}`);
  doc.setProducer('The Xchange Marketplace demo data');
  const page = doc.addPage([595, 842]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const ink = rgb(0.1, 0.12, 0.16);
  page.drawText(c.laboratory, { x: 56, y: 770, size: 16, font: bold, color: ink });
  page.drawText(c.accreditation ? `Accredited to ${c.accreditation}` : 'Calibration laboratory', {
    x: 56,
    y: 750,
    size: 10,
    font,
    color: ink,
  });
  page.drawText('Certificate of Calibration', { x: 56, y: 690, size: 22, font: bold, color: ink });
  const lines: [string, string][] = [
    ['Certificate number', c.number],
    ['Instrument', c.instrument],
    ['Serial number', c.serialNumber || 'Not recorded'],
    ['Date of calibration', c.date],
    ['Calibration due', c.dueDate ?? 'Not stated'],
    ['Result', 'Within the manufacturer\u2019s published specifications as received and as returned.'],
    ['Traceability', 'Measurements are traceable to national standards (NIST) through an unbroken chain.'],
  ];
  lines.forEach(([label, value], i) => {
    const y = 640 - i * 26;
    page.drawText(label, { x: 56, y, size: 10, font: bold, color: ink });
    page.drawText(value, { x: 200, y, size: 10, font, color: ink, maxWidth: 340 });
  });
  page.drawText('Authorised signatory: Quality Manager', { x: 56, y: 420, size: 10, font, color: ink });
  return Buffer.from(await doc.save());
}
