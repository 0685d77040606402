-- Bookings a provider adds by hand (decision 024, phone bookings): the family may have given no e-mail
-- address, only a phone number or nothing at all, so the contact address becomes optional. Bookings made
-- in the app always carry the parent's account address.
ALTER TABLE "course_bookings" ALTER COLUMN "contact_email" DROP NOT NULL;
