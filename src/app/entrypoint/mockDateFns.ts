/**
 * What the demo build's mock takes from date-fns (rsbuild.config.ts aliases `date-fns` to this
 * file): @mswjs/data's date comparators call only compareAsc, but require the whole library
 * through its CommonJS index (~250 functions). Only a build that carries the mock uses it.
 */
export { default as compareAsc } from 'date-fns/compareAsc';
