/**
 * Tags seeded from the spec's option lists (spec 01 §3): place features and course types, with German and
 * English names. Admins curate them later in /admin/tag-management.
 */
export type SeedTag = { name_de: string; name_en: string; applies_to: ("places" | "courses")[] };

export const SEED_TAGS: SeedTag[] = [
  { name_de: "Wickeltisch", name_en: "Changing table", applies_to: ["places"] },
  { name_de: "Hochstühle", name_en: "High chairs available", applies_to: ["places"] },
  { name_de: "Kinderkarte", name_en: "Kid-friendly menu", applies_to: ["places"] },
  { name_de: "Spielecke", name_en: "Play area", applies_to: ["places"] },
  { name_de: "Draußen sitzen", name_en: "Outdoor seating", applies_to: ["places"] },
  { name_de: "Parkplätze", name_en: "Parking available", applies_to: ["places"] },
  { name_de: "Kinderwagengerecht", name_en: "Stroller accessible", applies_to: ["places"] },
  { name_de: "Ruhige Umgebung", name_en: "Quiet environment", applies_to: ["places"] },
  { name_de: "Kostenloses WLAN", name_en: "Free WiFi", applies_to: ["places"] },
  { name_de: "Familien-WC", name_en: "Family bathroom", applies_to: ["places"] },
  { name_de: "Drinnen", name_en: "Indoor", applies_to: ["places", "courses"] },
  { name_de: "Draußen", name_en: "Outdoor", applies_to: ["places", "courses"] },
  { name_de: "Musik", name_en: "Music", applies_to: ["courses"] },
  { name_de: "Yoga", name_en: "Yoga", applies_to: ["courses"] },
  { name_de: "PEKiP", name_en: "PEKiP", applies_to: ["courses"] },
  { name_de: "Schwimmen", name_en: "Swimming", applies_to: ["places", "courses"] },
  { name_de: "Tanz", name_en: "Dance", applies_to: ["courses"] },
  { name_de: "Kunst & Basteln", name_en: "Art & Crafts", applies_to: ["courses"] },
  { name_de: "Sprachen", name_en: "Languages", applies_to: ["courses"] },
  { name_de: "Sport", name_en: "Sports", applies_to: ["places", "courses"] },
  { name_de: "Bildung", name_en: "Educational", applies_to: ["courses"] },
  { name_de: "Eltern-Kind", name_en: "Parent-Child", applies_to: ["courses"] },
];
