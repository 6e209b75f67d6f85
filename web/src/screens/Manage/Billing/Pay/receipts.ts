/** What a bank transfer's receipt may be (spec section 5's upload types): an image or a PDF. */
export const RECEIPT_ACCEPT = ['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.webp', '.svg', '.pdf'];
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
