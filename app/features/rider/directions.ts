// A directions link for the rider: OpenStreetMap's own directions page, to the customer's
// barangay. Only a link: nothing is fetched by this page.

export interface PlaceParts {
  barangay: string;
  city: string;
}

/**
 * The barangay, city and province, not the street: OpenStreetMap's search finds every
 * barangay of Sorsogon City but few house numbers, and a text it cannot find gives no route
 * at all. The rider reads the street and landmark on the card for the last metres.
 */
export function directionsUrl(place: PlaceParts): string {
  const to = [place.barangay, place.city || "Sorsogon City", "Sorsogon", "Philippines"]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
  return `https://www.openstreetmap.org/directions?from=&to=${encodeURIComponent(to)}`;
}
