// CSV export of a dashboard series: the figures as shown, one row per bar or line. The back
// office's one CSV writer (headers in the language on screen, machine-readable values, a UTF-8 byte
// order mark so Excel reads Arabic).

export { downloadCsv, toCsv, type CsvCell } from '@/components/csv';
