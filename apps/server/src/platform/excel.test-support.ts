import ExcelJS, { type CellValue } from 'exceljs';

/** Reads a worksheet (the first by default) back as rows of cell values. */
export async function readWorkbook(bytes: Buffer, sheet = 0): Promise<CellValue[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[sheet];
  const out: CellValue[][] = [];
  ws?.eachRow((r) => {
    out.push((r.values as CellValue[]).slice(1));
  });
  return out;
}
