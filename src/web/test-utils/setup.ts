/**
 * Setup of the web project (vitest.config.ts). In `npm test` the component tests share two cores with
 * the API tests, and a lazily loaded dialog's first import has taken seconds: Testing Library's waits
 * (`findBy…`, `waitFor`) get 5 s instead of 1 s. A passing test is no slower; a failing one fails later.
 */
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 5_000 });
