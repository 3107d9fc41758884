import { z } from 'zod';

/*
 * The rates of the fee schedule. Where a public figure was found it is cited beside its constant
 * (the sources, in full: data/fee-heads.json, a copy of the project's reference data); where none was found
 * the rate is ILLUSTRATIVE: a plausible figure, configurable through the server's FEE_RATES setting, and
 * README says so.
 */

const ZRate = z.number().finite().nonnegative();
const ZShare = z.number().finite().min(0).max(1);
const ZByGrade = z.object({
  1: ZRate,
  2: ZRate,
  3: ZRate,
  4: ZRate,
  5: ZRate,
  6: ZRate,
  7: ZRate,
});
const ZByZone = z.object({ jubileeBanjaraHills: ZRate, otherAreas: ZRate });
const ZWithMinimum = z.object({ perSqM: ZRate, minimum: ZRate });

export const ZFeeRatesSchema = z.object({
  /** ILLUSTRATIVE: Rs per sq m of built-up area, residential, by ULB grade code (spec 3 §9 grades). */
  buildingPermitFeePerSqM: ZByGrade,
  /** ILLUSTRATIVE: non-residential buildings pay this multiple of the residential rate. */
  buildingPermitNonResidentialFactor: ZRate,
  /** HMDA: Rs 100 per sq m of built-up area (HMDA fee sheet under G.O.Ms.No.223 MA&UD dt 30.08.2016). */
  hmdaDevelopmentChargesBuiltUpPerSqM: ZRate,
  /** HMDA: Rs 80 per sq m of plot area (same source). */
  hmdaDevelopmentChargesPlotPerSqM: ZRate,
  /** ILLUSTRATIVE: development charges outside HMDA, Rs per sq m of built-up area (no ULB table found). */
  developmentChargesBuiltUpPerSqM: ZRate,
  /** HMDA processing charges, read as its scrutiny charges: Rs 25 per sq m built-up (Proc. 2419/P8/Plg/HMDA/2012). */
  hmdaScrutinyBuiltUpPerSqM: ZRate,
  /** Same source: Rs 10 per sq m of plot area. */
  hmdaScrutinyPlotPerSqM: ZRate,
  /** ILLUSTRATIVE: DTCP scrutiny fee, Rs per sq m of built-up area (rate not found). */
  dtcpScrutinyFeePerSqM: ZRate,
  /** GHMC green channel: Rs 10,000 at submission (ghmc.the-hyderabad.com, 2013); ILLUSTRATIVE elsewhere. */
  initialProcessingFee: ZRate,
  /** GHMC external betterment, residential: Rs 175 (Banjara/Jubilee Hills), Rs 125 elsewhere (GHMC schedule 01.07.2008). */
  ghmcBettermentResidentialPerSqM: ZByZone,
  /** Same schedule, commercial and other uses: Rs 225 and Rs 175 per sq m. */
  ghmcBettermentNonResidentialPerSqM: ZByZone,
  /** ILLUSTRATIVE: outside GHMC, Rs per sq m of site (about the Jagityal TS-bPASS order's Rs 5,295.75 on 95.15 sq m). */
  bettermentChargesPerSqM: ZRate,
  /** HMDA sub-division: Rs 10 per sq m, at least Rs 10,000 (HMDA fee sheet, G.O.Ms.No.223). */
  hmdaSubDivision: ZWithMinimum,
  /** GHMC sub-division, residential: Rs 15 per sq m, at least Rs 5,000 (GHMC schedule 01.07.2008). */
  ghmcSubDivisionResidential: ZWithMinimum,
  /** Same schedule, non-residential: Rs 20 per sq m, at least Rs 7,500. */
  ghmcSubDivisionNonResidential: ZWithMinimum,
  /** ILLUSTRATIVE: other authorities, taken as HMDA's rate. */
  subDivision: ZWithMinimum,
  /** 14% of the plot's registration value for an unapproved sub-division (GHMC schedule 2008; LRS 2020 G.O.Ms.No.135). */
  openSpaceContributionShare: ZShare,
  /** BOCW welfare cess: 1% of the estimated cost of construction (Telangana Today, "GHMC revises labour cess"). */
  labourCessShare: ZShare,
  /** An individual residential house costing up to Rs 10 lakh is exempt (propertyadviser.in; The Hindu 12.02.2014). */
  labourCessExemptCostUpTo: ZRate,
  /** ILLUSTRATIVE: estimated construction cost, Rs per sq m (about the Jagityal order's cess of Rs 10,758.19). */
  constructionCostPerSqM: ZRate,
  /** GHMC vacant land tax: about 0.5% of the registration value a year (New Indian Express 07.01.2019; reported). */
  vltShareGhmc: ZShare,
  /** ILLUSTRATIVE: municipalities, within the proposed 0.05%–0.20% of market value. */
  vltShareOthers: ZShare,
  /** ILLUSTRATIVE: years of arrears collected at permission (the law allows up to 3). */
  vltYears: ZRate,
  /** GHMC impact fee on notified commercial roads, up to G+1: 6% of registered land value (The Hindu 05.07.2021). */
  roadImpactShareUpToGroundPlusOne: ZShare,
  /** Same report, above G+1: 1%. */
  roadImpactShareAboveGroundPlusOne: ZShare,
  /** ILLUSTRATIVE: the height up to which a building counts as ground plus one floor. */
  groundPlusOneMaxHeightM: ZRate,
  /** TS-bPASS user charges (Sakshi 19.11.2020): free up to 75 sq yd (62.71 sq m). */
  userChargesFreeUpToSqM: ZRate,
  /** Rs 500 up to 200 sq m. */
  userChargesUpTo200SqM: ZRate,
  /** Rs 1,000 up to 500 sq m. */
  userChargesUpTo500SqM: ZRate,
  /** 1% of the total permission fee for 500–1,000 sq m, 2% for 1,000–2,000 sq m, 2.5% above 2,000 sq m. */
  userChargesShareUpTo1000SqM: ZShare,
  userChargesShareUpTo2000SqM: ZShare,
  userChargesShareAbove2000SqM: ZShare,
  /** ILLUSTRATIVE: Rs per sq m of plot (about the Jagityal order's Rs 1,059.15 on 95.15 sq m). */
  rainWaterHarvestingPerSqM: ZRate,
  /** ILLUSTRATIVE: flat, as on the Jagityal order. */
  debrisCharges: ZRate,
  /** ILLUSTRATIVE: flat, as on the Jagityal order. */
  postageAdvertisementCharges: ZRate,
  /** ILLUSTRATIVE: Rs per sq m of plot, municipalities (about the Jagityal order's Rs 847.32). */
  siteApprovalPerSqM: ZRate,
  /** ILLUSTRATIVE: Rs per sq m of the plot left unbuilt, municipalities (about the Jagityal order's Rs 176.26). */
  vacantPlotPerSqM: ZRate,
  /** City Level Infrastructure Impact Fee applies above 15 m (G.O.Ms.No.342 MA&UD dt 04.09.2012). */
  clifAboveHeightM: ZRate,
  /** ILLUSTRATIVE: its rate per sq m of built-up area (the G.O.Ms.No.168 table was not found). */
  clifPerSqM: ZRate,
});
export type TFeeRates = z.infer<typeof ZFeeRatesSchema>;

export const DEFAULT_FEE_RATES: TFeeRates = {
  buildingPermitFeePerSqM: { 1: 12, 2: 10, 3: 8, 4: 15, 5: 14, 6: 10, 7: 15 },
  buildingPermitNonResidentialFactor: 2,
  hmdaDevelopmentChargesBuiltUpPerSqM: 100,
  hmdaDevelopmentChargesPlotPerSqM: 80,
  developmentChargesBuiltUpPerSqM: 40,
  hmdaScrutinyBuiltUpPerSqM: 25,
  hmdaScrutinyPlotPerSqM: 10,
  dtcpScrutinyFeePerSqM: 10,
  initialProcessingFee: 10_000,
  ghmcBettermentResidentialPerSqM: { jubileeBanjaraHills: 175, otherAreas: 125 },
  ghmcBettermentNonResidentialPerSqM: { jubileeBanjaraHills: 225, otherAreas: 175 },
  bettermentChargesPerSqM: 55,
  hmdaSubDivision: { perSqM: 10, minimum: 10_000 },
  ghmcSubDivisionResidential: { perSqM: 15, minimum: 5_000 },
  ghmcSubDivisionNonResidential: { perSqM: 20, minimum: 7_500 },
  subDivision: { perSqM: 10, minimum: 10_000 },
  openSpaceContributionShare: 0.14,
  labourCessShare: 0.01,
  labourCessExemptCostUpTo: 1_000_000,
  constructionCostPerSqM: 9_400,
  vltShareGhmc: 0.005,
  vltShareOthers: 0.001,
  vltYears: 1,
  roadImpactShareUpToGroundPlusOne: 0.06,
  roadImpactShareAboveGroundPlusOne: 0.01,
  groundPlusOneMaxHeightM: 7,
  userChargesFreeUpToSqM: 62.71,
  userChargesUpTo200SqM: 500,
  userChargesUpTo500SqM: 1_000,
  userChargesShareUpTo1000SqM: 0.01,
  userChargesShareUpTo2000SqM: 0.02,
  userChargesShareAbove2000SqM: 0.025,
  rainWaterHarvestingPerSqM: 11,
  debrisCharges: 1_500,
  postageAdvertisementCharges: 200,
  siteApprovalPerSqM: 8.9,
  vacantPlotPerSqM: 4.6,
  clifAboveHeightM: 15,
  clifPerSqM: 250,
};

/** A configuration's changes to the shipped rates: any top-level rate, replaced whole; unknown names refused. */
export const ZFeeRatesOverrideSchema = ZFeeRatesSchema.partial().strict();

/** The shipped rates with a configuration's changes applied. */
export function feeRatesWith(override: z.infer<typeof ZFeeRatesOverrideSchema>): TFeeRates {
  return { ...DEFAULT_FEE_RATES, ...override };
}
