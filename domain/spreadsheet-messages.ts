// What the product spreadsheet's checks say, on the server and on the seller screens.

export const SHEET_MESSAGES = {
  NOT_A_SHEET: "Please choose a CSV or XLSX file",
  BROKEN_XLSX: "This XLSX file cannot be read",
  BROKEN_CSV: "This CSV file cannot be read",
  NO_ROWS: "The file has no product rows below its header",
  PRICE_REQUIRED: "Price is required",
  PRICE_NOT_POSITIVE: "Price must be a positive number",
  PRICE_DECIMALS: "Price can have at most 2 decimal places",
  STOCK_COUNT: "Stock count must be a whole number of 0 or more",
  NEW_NEEDS_IMAGE: "A new product needs at least one image",
} as const;

/** A seller's text quoted in a message, cut short: a 1 MB cell must not become a 1 MB answer. */
export function quote(text: string, max = 60): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : text;
}

export const missingColumnMessage = (column: string) => `Missing column "${column}"`;
export const unknownColumnMessage = (column: string) => `Unknown column "${quote(column)}"`;
export const repeatedColumnMessage = (column: string) => `Column "${column}" appears twice`;
export const yesNoMessage = (column: string) => `${column} must be yes or no`;
export const imageNotUploadedMessage = (name: string) =>
  `Image "${quote(name, 100)}" was not uploaded`;
export const imageNotInStoreMessage = (url: string) =>
  `Image "${quote(url, 100)}" is not a picture in the store`;
export const skuRepeatedMessage = (sku: string, otherRow: number) =>
  `SKU ${quote(sku)} is used by row ${otherRow} too`;
export const sameProductRepeatedMessage = (otherRow: number) =>
  `The same product (name and brand, no SKU) is in row ${otherRow} too`;
export const sameMatchMessage = (otherRow: number) =>
  `This row and row ${otherRow} would change the same product`;
export const ambiguousMatchMessage = (count: number, name: string, brand: string) =>
  `${count} products are called "${quote(name)}"${brand ? ` by ${quote(brand)}` : ""}: add a SKU to say which one`;
