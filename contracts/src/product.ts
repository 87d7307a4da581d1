/** The product's name as people see it (top bar, emails, page titles). */
export const PRODUCT_NAME = 'Research Connect';
export const PRODUCT_TAGLINE =
  'The academic connection platform of the Australian technologies education research network';
