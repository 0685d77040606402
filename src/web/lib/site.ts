/** Site-wide contact details shown in the footer (DESIGN.md "defects": a real mail contact link). */
export const CONTACT_EMAIL = "hallo@luett.example";

/** Where OpenStreetMap's licence and attribution live (ODbL requires a visible credit). */
export const OSM_COPYRIGHT_URL = "https://www.openstreetmap.org/copyright";
