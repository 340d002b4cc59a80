export { BRAND_LOGO_SIZE, FEATURED_BRANDS, brandLogoUrl } from "@domain/brands";
