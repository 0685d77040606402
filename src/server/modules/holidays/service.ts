/**
 * Hamburg's public holidays and school holidays (decisions/021: "fällt in den Ferien aus" with one click).
 *
 * `hamburgHolidays(from, to)` lists every holiday that touches the days `from`…`to` (both inclusive,
 * "YYYY-MM-DD" calendar days in Hamburg, see berlin-time.ts) as
 * `{ start, end, name, kind }`: `start`/`end` are inclusive "YYYY-MM-DD" days, not clipped to the
 * query (Herbstferien 2026 stay 2026-10-19…2026-10-30 even when asked for October 25 only), `name` is
 * the name in both app languages as the sources give them (`{ de: "Herbstferien", en: "Autumn
 * Holidays" }`, `{ de: "Tag der Deutschen Einheit", en: "National Holiday" }`; decisions/033), `kind` is
 * "public" (a statutory holiday, always one day) or "school" (a school holiday or a single school-free
 * day such as "Halbjahrespause" or "Brückentag"). Sorted by start, then end, then public before school,
 * then German name. `datesIn(range)` expands a range into its single days, e.g. to put them into a
 * course's skipped dates; `holidayNamed(date, reason)` finds the holiday a skipped date's reason names.
 *
 * Sources and licences (nothing here is typed by hand; see docs/holiday-data.md):
 * - Public holidays: the npm package `date-holidays` (country DE, state HH, type "public"), computed
 *   offline for any year, the same on a server in any time zone. Code ISC; holiday data CC BY-SA 3.0
 *   (its LICENSE file), © commenthol and contributors, after the German Wikipedia article "Feiertage in
 *   Deutschland".
 * - School holidays: no npm package ships German school holidays for offline use (the ones that exist
 *   call a web API at run time), so `OPENHOLIDAYS_SCHOOL_HH_CSV` below is a copy of the OpenHolidays
 *   data file `src/de/holidays/holidays.school.hh.csv` from the repository openpotato/openholidaysapi.data
 *   at commit dd3dfa81f691d89964b42d30de582e935ec87a6e (blob b5d6ea688dd52af5582368989b020f36c6ab1e02),
 *   unchanged except CRLF → LF. Licence: ODbL 1.0, credit "OpenHolidays API".
 *   To refresh: replace the text between the backticks with the newer upstream file (header line
 *   included), update the commit above, and run this module's test. Dates after
 *   `SCHOOL_HOLIDAYS_KNOWN_UNTIL` are not in the data yet: the Hamburg school authority publishes them
 *   years ahead, and OpenHolidays adds them after that.
 */
import Holidays from "date-holidays";
import { addDays, isCalendarDate } from "#shared/berlin-time.js";

export type HolidayKind = "public" | "school";

/** A holiday's name in the app's languages. */
export type HolidayName = { de: string; en: string };

/** One holiday: `start` and `end` are "YYYY-MM-DD", both inclusive (equal for a one-day holiday). */
export type HolidayRange = { start: string; end: string; name: HolidayName; kind: HolidayKind };

// prettier-ignore
const OPENHOLIDAYS_SCHOOL_HH_CSV = `Id;Country;StartDate;EndDate;Type;RegionalScope;Name;Subdivisions
26a2c03e-e705-458d-bb7e-352b366f75ba;DE;2011-12-27;2012-01-06;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
deb9cb58-3716-4dc6-b8a5-2ccccea3c9ef;DE;2012-01-30;2012-01-30;School;Regional;DE Winterferien,EN Winter Holidays;HH
f8a7704d-c35c-4ae1-a620-3bb0d9c5cb58;DE;2012-03-05;2012-03-16;School;Regional;DE Osterferien,EN Easter Holidays;HH
16cdb97a-96b5-4f68-8d13-74e47dfdbde9;DE;2012-04-30;2012-05-04;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
eec1e650-e93f-4849-8629-9d0131eeb040;DE;2012-05-18;2012-05-18;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
89144aae-9464-44cb-a421-87457aef2c9d;DE;2012-06-21;2012-08-01;School;Regional;DE Sommerferien,EN Summer Holidays;HH
2831aa5b-c8fc-499a-b0a3-9afe1a111ff1;DE;2012-10-01;2012-10-12;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
033b3724-0c41-4ebf-af80-9db2d5036ce6;DE;2012-12-21;2013-01-04;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
c6b503d2-6eb8-407d-9814-56aaaa14bf94;DE;2013-02-01;2013-02-01;School;Regional;DE Winterferien,EN Winter Holidays;HH
eb3a084d-1d0d-4d7a-ab86-8d6af676e751;DE;2013-03-04;2013-03-15;School;Regional;DE Osterferien,EN Easter Holidays;HH
1ce0bd8d-db71-4b4b-9a37-23e0e2d32f1b;DE;2013-05-02;2013-05-10;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
5093b4e3-2c75-494e-9f93-fb2407c6b6a5;DE;2013-06-20;2013-07-31;School;Regional;DE Sommerferien,EN Summer Holidays;HH
8b7fb374-13ee-49ac-a74c-640e98ae37f8;DE;2013-09-30;2013-10-11;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
8fc534a1-c2aa-4da1-a139-acaa1869dcd2;DE;2013-12-19;2014-01-03;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
27b8b9e8-fd88-4ef8-8e90-c1a15aea5bd8;DE;2014-01-31;2014-01-31;School;Regional;DE Winterferien,EN Winter Holidays;HH
d57542c6-bfe4-4dbf-a1d0-51a79cf10095;DE;2014-03-03;2014-03-14;School;Regional;DE Osterferien,EN Easter Holidays;HH
503d1d14-fd23-44e1-be3f-d2db7bb90c32;DE;2014-04-28;2014-05-02;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
17aa6cd1-e714-4d39-9471-ec8eb58660ce;DE;2014-05-30;2014-05-30;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
f9d4ea68-c379-418d-97a8-e89c670f3b22;DE;2014-07-10;2014-08-20;School;Regional;DE Sommerferien,EN Summer Holidays;HH
c3cb902f-70ef-4663-a767-c2bc0af5f6e9;DE;2014-10-13;2014-10-24;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
49f5def2-d234-47e8-9703-fa24e217ac7f;DE;2014-12-22;2015-01-06;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
ef36f337-373e-42b1-8e46-58e0f0b1710c;DE;2015-01-30;2015-01-30;School;Regional;DE Winterferien,EN Winter Holidays;HH
0d510e73-e6d4-452f-9bf2-0c45701be297;DE;2015-03-02;2015-03-13;School;Regional;DE Osterferien,EN Easter Holidays;HH
99996bb0-8fce-435d-ad71-0dabe8f985df;DE;2015-05-11;2015-05-15;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
27f2e816-2612-4d1c-99d9-4dbbb5f11f5a;DE;2015-07-16;2015-08-26;School;Regional;DE Sommerferien,EN Summer Holidays;HH
f8a79976-6d2b-4259-b324-31e59ae94b84;DE;2015-10-19;2015-10-30;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
bfad5427-4825-4461-b527-27ee26634395;DE;2015-12-21;2016-01-01;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
61517730-5247-4412-8b33-c9024e1bc981;DE;2016-01-29;2016-01-29;School;Regional;DE Winterferien,EN Winter Holidays;HH
a31385a4-0b83-4979-b9ab-15ced7b2290d;DE;2016-03-07;2016-03-18;School;Regional;DE Osterferien,EN Easter Holidays;HH
50b74265-7c41-4828-8dc1-072414e07ec7;DE;2016-05-06;2016-05-06;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
3487ecfd-e8be-4d53-a729-ac99aa5e9d0c;DE;2016-05-17;2016-05-20;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
fe7289f1-9ef1-4a66-9979-8687e6d2bbc4;DE;2016-07-21;2016-08-31;School;Regional;DE Sommerferien,EN Summer Holidays;HH
18ecd684-8789-42a1-9dfc-bd3d2cd2e7ab;DE;2016-10-17;2016-10-28;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
63befa4c-4fff-4b62-b583-61e5fe667fc5;DE;2016-12-27;2017-01-06;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
a5ff5132-8250-4078-84c3-ad23048d107e;DE;2017-01-30;2017-01-30;School;Regional;DE Winterferien,EN Winter Holidays;HH
b9c8ae63-aacd-4293-95fb-2a8d3c9c2c8e;DE;2017-03-06;2017-03-17;School;Regional;DE Osterferien,EN Easter Holidays;HH
c186fea0-c2e9-4ac7-abd9-ca29db4b2ff6;DE;2017-05-22;2017-05-26;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
161b72e8-1592-4779-a975-6074f941901c;DE;2017-07-20;2017-08-30;School;Regional;DE Sommerferien,EN Summer Holidays;HH
6f063dd4-b0e3-433d-bf49-43f319461709;DE;2017-10-02;2017-10-02;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
c5bc21e9-9186-40bd-a4fd-43a025d3df6b;DE;2017-10-16;2017-10-27;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
1fa9de79-abd6-4d0f-ba67-a751aed0e4b0;DE;2017-12-22;2018-01-05;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
081e09cd-c559-4eb6-8b85-825fa4c61c7a;DE;2018-02-02;2018-02-02;School;Regional;DE Winterferien,EN Winter Holidays;HH
4c1da80f-baef-4e20-98c6-77902bebc16c;DE;2018-03-05;2018-03-16;School;Regional;DE Osterferien,EN Easter Holidays;HH
4a464e08-3c0d-4fe0-bbd5-065a03592934;DE;2018-04-30;2018-04-30;School;Regional;DE Osterferien,EN Easter Holidays;HH
80266abe-2641-4d60-b4d7-ea3846801d29;DE;2018-05-07;2018-05-11;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
07c37bb0-8b45-4ae0-822d-dcf3dfde591f;DE;2018-07-05;2018-08-15;School;Regional;DE Sommerferien,EN Summer Holidays;HH
ffedd702-24f1-4e3f-ae67-3204d8a862bc;DE;2018-10-01;2018-10-12;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
88937e1d-a2a4-4f89-aa44-23505a52f2d8;DE;2018-12-20;2019-01-04;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
de11e974-c35a-49a5-8d0a-26958dafc872;DE;2019-02-01;2019-02-01;School;Regional;DE Winterferien,EN Winter Holidays;HH
0d6aa977-ebb5-46f4-9cb9-331d201c99ce;DE;2019-03-04;2019-03-15;School;Regional;DE Osterferien,EN Easter Holidays;HH
1ed8f443-d582-4dff-aaed-540da3f5ab3b;DE;2019-05-13;2019-05-17;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
45ee3840-f414-4008-a497-82492ad6cabe;DE;2019-05-31;2019-05-31;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
6d9b529d-7ff3-4257-aec0-340885d090d7;DE;2019-06-27;2019-08-07;School;Regional;DE Sommerferien,EN Summer Holidays;HH
df45318b-e104-4996-a27f-c27a2b37c917;DE;2019-10-04;2019-10-18;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
762d866a-ea90-42c6-ba87-df77be17b0b8;DE;2019-12-20;2020-01-03;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
b631bb39-d371-447e-bf26-0fcef3e7447a;DE;2020-01-31;;School;Regional;DE Halbjahrespause,EN Mid-Year Break;HH
e2152d9f-3f53-40f4-bec4-9c9b1ff74519;DE;2020-03-02;2020-03-13;School;Regional;DE Frühjahrsferien,EN Spring Holidays;HH
5f005e0d-06ae-4a9f-ab63-3a1b13099b21;DE;2020-05-18;2020-05-22;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
bc419a81-5142-46b4-ae3f-2c7f5069aae7;DE;2020-06-25;2020-08-05;School;Regional;DE Sommerferien,EN Summer Holidays;HH
1395b88d-82ef-429c-9afd-a3d5e4d16251;DE;2020-10-05;2020-10-16;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
bea523d6-d253-4e64-8ceb-23eb68e0c960;DE;2020-12-21;2021-01-04;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
613aae45-a2b8-4bf7-81f9-77033fb572f9;DE;2021-01-29;;School;Regional;DE Halbjahrespause,EN Mid-Year Break;HH
84fbee02-fa82-4567-b712-ef8924b6faba;DE;2021-03-01;2021-03-12;School;Regional;DE Frühjahrsferien,EN Spring Holidays;HH
d0c05570-1cfd-4bc8-b3be-7913c2f3ecc7;DE;2021-05-10;2021-05-14;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
84fce7ce-f125-4945-9cce-3f96a9be62aa;DE;2021-06-24;2021-08-04;School;Regional;DE Sommerferien,EN Summer Holidays;HH
f9c37593-bac5-4fe9-b695-0af5cc39e455;DE;2021-10-04;2021-10-15;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
1e261639-4f7a-4fde-8cc8-6d6a1fb9a2a2;DE;2021-12-23;2022-01-04;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
fdc1efbd-4bdc-40f8-8ddb-98fb3bc56ac3;DE;2022-01-28;;School;Regional;DE Halbjahrespause,EN Mid-Year Break;HH
8f46427d-bc1b-42d4-8f6e-cc82366af75d;DE;2022-03-07;2022-03-18;School;Regional;DE Frühjahrsferien,EN Spring Holidays;HH
f961a294-5bf7-4fe1-9d03-0223952657ea;DE;2022-05-23;2022-05-27;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
940148ef-a89e-4f48-ba41-37ec1e5fc593;DE;2022-07-07;2022-08-17;School;Regional;DE Sommerferien,EN Summer Holidays;HH
d55fd631-c532-43fa-b97c-c24ab34e3196;DE;2022-10-10;2022-10-21;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
7c7a202a-5725-4676-a6dd-22d6e99aafd3;DE;2022-12-23;2023-01-06;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
b8cf2000-8fee-4b38-968b-f9d5b965cb2c;DE;2023-01-27;;School;Regional;DE Halbjahrespause,EN Mid-Year Break;HH
c009f4d0-66a0-4535-a3fe-671bbd745888;DE;2023-03-06;2023-03-17;School;Regional;DE Frühjahrsferien,EN Spring Holidays;HH
dd5e932f-6144-4ab7-a91e-50951dea8451;DE;2023-05-15;2023-05-19;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
78d48fc0-ea1b-458e-83d1-effc1f8c2578;DE;2023-07-13;2023-08-23;School;Regional;DE Sommerferien,EN Summer Holidays;HH
04119849-4338-4ab2-984c-96563dfd73c5;DE;2023-10-02;;School;Regional;DE Brückentag,EN Bridge Day;HH
39eef421-15b9-47d6-bbba-00dfa39608e4;DE;2023-10-16;2023-10-27;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
d4b3a18d-b143-4d2d-aaed-b8a6fca7c1a0;DE;2023-12-22;2024-01-05;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
92af21ec-7942-408d-9d14-2c523a6ae25b;DE;2024-02-02;;School;Regional;DE Halbjahrespause,EN Mid-Year Break;HH
23ef7fed-0728-4979-8552-e5decd12cc3a;DE;2024-03-18;2024-03-28;School;Regional;DE Frühjahrsferien,EN Spring Holidays;HH
16bb7469-c1ec-426f-9593-b6b723e0e380;DE;2024-05-10;;School;Regional;DE Brückentag,EN Bridge Day;HH
ddfeab88-5946-4027-93d9-494a2f4cd2bb;DE;2024-05-21;2024-05-24;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
d70bfa21-5086-4444-bc66-80f0db3d45bc;DE;2024-07-18;2024-08-28;School;Regional;DE Sommerferien,EN Summer Holidays;HH
e3ded5e4-1f39-4a31-ad03-f078c523ed2b;DE;2024-10-04;;School;Regional;DE Brückentag,EN Bridge Day;HH
90ffe451-e10d-4362-a5fa-b116e3af78a8;DE;2024-10-21;2024-11-01;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
c7ac38c5-318e-4eda-b793-86c77f4e4150;DE;2024-12-20;2025-01-03;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
adde677a-fd87-4595-b2b9-c4ea84976adf;DE;2025-01-31;;School;Regional;DE Halbjahrespause,EN Mid-Year Break;HH
ce0b0c9c-120d-4804-b5b7-38d2c0c06a4f;DE;2025-03-10;2025-03-21;School;Regional;DE Frühjahrsferien,EN Spring Holidays;HH
f970af1d-e3a2-4aeb-a601-7bb255607853;DE;2025-05-02;;School;Regional;DE Brückentag,EN Bridge Day;HH
97cb510d-bd74-4af0-a027-63c5eaebbf37;DE;2025-05-26;2025-05-30;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
8a162264-6702-4ff3-a37b-dee1138c70b0;DE;2025-07-24;2025-09-03;School;Regional;DE Sommerferien,EN Summer Holidays;HH
66558e3c-97ac-4c16-86d9-89c594cd859e;DE;2025-10-20;2025-10-31;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
a59f841b-5270-44c7-8db4-84475b3609f4;DE;2025-12-17;2026-01-02;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
d727d016-6332-4deb-9b9f-22eeef93012c;DE;2026-01-30;;School;Regional;DE Halbjahrespause,EN Mid-Year Break;HH
ff13281f-c725-4e2d-8a9f-49a7b6c71929;DE;2026-03-02;2026-03-13;School;Regional;DE Frühjahrsferien,EN Spring Holidays;HH
c66cd8e1-3006-4faa-acfd-2ea530c4f509;DE;2026-05-11;2026-05-15;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
41e8dc5c-a277-4ede-8c5c-22d83b5a07fd;DE;2026-07-09;2026-08-19;School;Regional;DE Sommerferien,EN Summer Holidays;HH
e5d6d426-f4bf-4141-8cf0-9ceb75e0b8ac;DE;2026-10-19;2026-10-30;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
435fe17e-e781-4107-9ea8-9b6e7c99b5ab;DE;2026-12-21;2027-01-01;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
92fecab9-5b32-471f-8124-8d7c923737b9;DE;2027-01-29;;School;Regional;DE Halbjahrespause,EN Mid-Year Break;HH
05be1dd5-6870-41d7-8718-22532f9a297e;DE;2027-03-01;2027-03-12;School;Regional;DE Frühjahrsferien,EN Spring Holidays;HH
f19144e6-fdc5-4025-b5f7-54bbf6954716;DE;2027-05-07;2027-05-14;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
2d636ff5-5761-46dd-ad90-ff0b59f9c135;DE;2027-07-01;2027-08-11;School;Regional;DE Sommerferien,EN Summer Holidays;HH
afa96b6e-76f8-4c87-8ae6-1c256598169b;DE;2027-10-11;2027-10-22;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
c39b1189-c24b-44e3-8a86-33ab1e857b85;DE;2027-12-20;2027-12-31;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
5a5989e1-a0ec-424d-ae06-6b06ad17840c;DE;2028-01-28;;School;Regional;DE Halbjahrespause,EN Mid-Year Break;HH
41a01cc4-c0ad-4dd2-b6c4-d58f8a7dd607;DE;2028-03-06;2028-03-17;School;Regional;DE Frühjahrsferien,EN Spring Holidays;HH
edce0c14-fd96-4674-a1d3-8d777bfd1e53;DE;2028-05-22;2028-05-26;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
3e770c59-4fc4-48f6-9b2f-2ac64afa437f;DE;2028-07-03;2028-08-11;School;Regional;DE Sommerferien,EN Summer Holidays;HH
215674d5-01ba-4c28-b150-017ffbd14dd3;DE;2028-10-02;2028-10-13;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
e30ec0e3-6b84-4398-9a9d-3514a60144af;DE;2028-10-30;;School;Regional;DE Brückentag,EN Bridge Day;HH
5cc9f8cc-3b83-4587-afba-2ee71e44dadd;DE;2028-12-18;2028-12-29;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
a4142204-608b-4d62-9d11-f63a0903b723;DE;2029-02-02;;School;Regional;DE Halbjahrespause,EN Mid-Year Break;HH
945e85c2-ec56-4a89-bd0f-2487775f9f5a;DE;2029-03-05;2029-03-16;School;Regional;DE Frühjahrsferien,EN Spring Holidays;HH
d13fae0d-c759-4b98-8e99-fc3274742a72;DE;2029-05-11;2029-05-18;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
c222936e-981a-4e63-a992-8edaf47f5b49;DE;2029-07-02;2029-08-10;School;Regional;DE Sommerferien,EN Summer Holidays;HH
d8a87c4f-2178-4315-8e29-ff8b6f2b2cef;DE;2029-10-01;2029-10-12;School;Regional;DE Herbstferien,EN Autumn Holidays;HH
e582eee4-fb0e-44c6-b030-bf9edaf55cbf;DE;2029-12-21;2030-01-04;School;Regional;DE Weihnachtsferien,EN Christmas Holidays;HH
4973173b-5453-4b27-b113-934d92cb5b39;DE;2030-02-01;;School;Regional;DE Halbjahrespause,EN Mid-Year Break;HH
2c3d386e-e202-4491-982b-0a4e9253be05;DE;2030-03-04;2030-03-15;School;Regional;DE Frühjahrsferien,EN Spring Holidays;HH
169d8c9b-522f-4bfe-80b2-89e7d29f42e3;DE;2030-05-20;2030-05-24;School;Regional;DE Pfingstferien,EN Pentecost Holidays;HH
94df3736-3102-465a-a9f0-785dfeb75636;DE;2030-05-31;;School;Regional;DE Brückentag,EN Bridge Day;HH
15a676a6-d93c-4487-b97c-cc82123decdd;DE;2030-07-04;2030-08-14;School;Regional;DE Sommerferien,EN Summer Holidays;HH
`;

/** Parses the OpenHolidays CSV (Id;Country;StartDate;EndDate;Type;RegionalScope;Name;Subdivisions). */
function parseOpenHolidaysCsv(csv: string): HolidayRange[] {
  const [header, ...rows] = csv.trim().split("\n");
  const columns = header!.split(";");
  const column = (name: string): number => {
    const index = columns.indexOf(name);
    if (index < 0) throw new Error(`OpenHolidays CSV has no column "${name}"`);
    return index;
  };
  const [startAt, endAt, typeAt, nameAt] = [
    column("StartDate"),
    column("EndDate"),
    column("Type"),
    column("Name"),
  ];
  return rows
    .map((row) => row.split(";"))
    .filter((cells) => cells[typeAt] === "School")
    .map((cells) => {
      const start = cells[startAt]!;
      // A one-day entry (Halbjahrespause, Brückentag) has no end date.
      const end = cells[endAt] || start;
      // Names are "DE Herbstferien,EN Autumn Holidays".
      const names = cells[nameAt]!.split(",");
      const named = (language: string) =>
        names.find((name) => name.startsWith(`${language} `))?.slice(language.length + 1);
      const [de, en] = [named("DE"), named("EN")];
      if (!isCalendarDate(start) || !isCalendarDate(end) || end < start || !de || !en) {
        throw new Error(`OpenHolidays CSV row not understood: ${cells.join(";")}`);
      }
      return { start, end, name: { de, en }, kind: "school" as const };
    });
}

const SCHOOL_HOLIDAYS: readonly HolidayRange[] = parseOpenHolidaysCsv(OPENHOLIDAYS_SCHOOL_HH_CSV);

/** The last day the bundled school-holiday data covers ("YYYY-MM-DD"); later school holidays are unknown. */
export const SCHOOL_HOLIDAYS_KNOWN_UNTIL: string = SCHOOL_HOLIDAYS.reduce(
  (last, range) => (range.end > last ? range.end : last),
  "",
);

let publicCalendar: Holidays | undefined;

/** Hamburg's statutory public holidays of one year, one day each. */
function publicHolidaysOf(year: number): HolidayRange[] {
  publicCalendar ??= new Holidays("DE", "HH", { types: ["public"] });
  const holidays = (language: keyof HolidayName) =>
    publicCalendar!.getHolidays(year, language).filter((holiday) => holiday.type === "public");
  const english = new Map(holidays("en").map((holiday) => [holiday.date, holiday.name]));
  return holidays("de").map((holiday) => {
    // `date` is the Hamburg calendar day as "YYYY-MM-DD hh:mm:ss", independent of the server's zone.
    const day = holiday.date.slice(0, 10);
    const name = { de: holiday.name, en: english.get(holiday.date) ?? holiday.name };
    return { start: day, end: day, name, kind: "public" as const };
  });
}

function compareRanges(a: HolidayRange, b: HolidayRange): number {
  if (a.start !== b.start) return a.start < b.start ? -1 : 1;
  if (a.end !== b.end) return a.end < b.end ? -1 : 1;
  if (a.kind !== b.kind) return a.kind === "public" ? -1 : 1;
  return a.name.de.localeCompare(b.name.de, "de");
}

/**
 * Hamburg's public and school holidays that overlap `from`…`to` ("YYYY-MM-DD", both inclusive), sorted
 * by start (see the module comment for the shape). Empty when `to` is before `from`; throws a
 * RangeError for a malformed date. School holidays after SCHOOL_HOLIDAYS_KNOWN_UNTIL are not included.
 */
export function hamburgHolidays(from: string, to: string): HolidayRange[] {
  for (const value of [from, to]) {
    if (!isCalendarDate(value)) throw new RangeError(`not a "YYYY-MM-DD" date: ${JSON.stringify(value)}`);
  }
  if (to < from) return [];
  const overlaps = (range: HolidayRange): boolean => range.start <= to && range.end >= from;
  const publicHolidays: HolidayRange[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    publicHolidays.push(...publicHolidaysOf(year).filter(overlaps));
  }
  return [...publicHolidays, ...SCHOOL_HOLIDAYS.filter(overlaps).map((range) => ({ ...range }))].sort(
    compareRanges,
  );
}

/**
 * The single days of a range, in order: `datesIn({ start: "2026-10-19", end: "2026-10-21" })` is
 * ["2026-10-19", "2026-10-20", "2026-10-21"]. With `from`/`to` ("YYYY-MM-DD", inclusive) only the days
 * in between, e.g. a course term.
 */
export function datesIn(range: { start: string; end: string }, from?: string, to?: string): string[] {
  const first = from !== undefined && from > range.start ? from : range.start;
  const last = to !== undefined && to < range.end ? to : range.end;
  const dates: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) dates.push(day);
  return dates;
}

/**
 * The name of the Hamburg holiday on `date` ("YYYY-MM-DD") that `reason` names in either language — a
 * skipped date "Fällt in den Ferien aus" entered ("Herbstferien", or "Autumn Holidays" from an English
 * form) — so a page can name it in its own language; null for any other reason ("Fortbildung").
 */
export function holidayNamed(date: string, reason: string): HolidayName | null {
  const wanted = reason.trim().toLowerCase();
  const holiday = hamburgHolidays(date, date).find(
    ({ name }) => name.de.toLowerCase() === wanted || name.en.toLowerCase() === wanted,
  );
  return holiday?.name ?? null;
}
