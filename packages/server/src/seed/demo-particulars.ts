import {
  DAY_MS,
  DEVIATION_SIDES,
  shiftByIndiaDays,
  type TDeviationInputs,
  type TPlatformApplication,
  type TProcessKind,
  type TQuestionAnswer,
} from '@anumati/domain';
import checklists from '../modules/forms/data/verification-checklists.json' with { type: 'json' };
import { demoPdf, demoPlanDrawing, demoSitePhoto } from './demo-documents';
import { GIVEN_NAMES, SURNAMES } from './demo-people';
import { between, pick, type TRandom, wholeBetween } from './seeded-random';

/**
 * The particulars a citizen sends with an application (spec 2 §3): plot and building details, the checklist
 * answers and declarations, engineers, layout, deviation and documents. Drawn from a random stream of their
 * own, so adding them left the rest of the demo data as it was.
 *
 * Every date is counted from the application's; the numbers of earlier records (permits, mortgage deeds) carry
 * no year, because the demo's dates move to the day it is loaded (demo-snapshot.ts) and a year in them would not.
 */

/** Sub-registrar offices that register the demo ULBs' sale deeds. */
const SRO: Record<string, readonly string[]> = {
  GHMC: ['SRO Serilingampally', 'SRO Kukatpally', 'SRO Gandipet'],
  'Boduppal Municipal Corporation': ['SRO Uppal', 'SRO Ghatkesar'],
  'Suryapet Municipality': ['SRO Suryapet'],
  'Nizamabad Municipal Corporation': ['SRO Nizamabad (Urban)', 'SRO Nizamabad (Rural)'],
};

/** Revenue mandals of the demo localities (Kukatpally has its own; the rest of GHMC's are Serilingampally). */
const MANDALS: Record<string, string> = {
  GHMC: 'Serilingampally',
  'Boduppal Municipal Corporation': 'Medipally',
  'Suryapet Municipality': 'Suryapet',
  'Nizamabad Municipal Corporation': 'Nizamabad North',
};

const FACINGS = ['North', 'East', 'South', 'West'] as const;

/** The vicinity questions: one per prohibited distance with a buffer (Building Rules 2012, the checklists' sources). */
const VICINITY_QUESTIONS = (checklists.prohibitedDistances as { feature: string; bufferMetres: number | null }[])
  .filter((distance) => distance.bufferMetres !== null && distance.bufferMetres <= 500)
  .map((distance) => `Is the site within ${distance.bufferMetres} m of: ${distance.feature}?`);

const SELF_DECLARATION = (checklists.selfDeclaration as { statement: string }[]).map((entry) => entry.statement);

const yesNoQuestions = (stage: string) =>
  ((checklists.stages as Record<string, { question: string; fieldType: string }[]>)[stage] ?? [])
    .filter((question) => question.fieldType === 'boolean')
    .map((question) => question.question);

const round = (value: number, decimals = 2) => Number(value.toFixed(decimals));
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const person = (random: TRandom) => `${pick(random, GIVEN_NAMES)} ${pick(random, SURNAMES)}`;

type TDemoDocument = { category: string; name: string; s3FilePath: string; body: Buffer; contentType: string };

export type TParticularsInput = {
  kind: TProcessKind;
  random: TRandom;
  sequence: number;
  ulbName: string;
  appliedOn: Date;
  payload: TPlatformApplication;
};

export type TDemoParticulars = {
  fields: Partial<TPlatformApplication>;
  mandal: string;
  /** What lies on each side: its facing, and open land, a building or something else next to it. */
  sides: Record<
    'front' | 'rear' | 'side1' | 'side2',
    { facing: string; openLand: string; existingBuilding: string; others?: string }
  >;
  plotDetails: NonNullable<TPlatformApplication['plot']['details']>;
  buildingDetails: NonNullable<TPlatformApplication['building']['details']>;
  floorWiseBuiltUpArea: NonNullable<TPlatformApplication['building']['floorWiseBuiltUpArea']>;
  documents: TDemoDocument[];
};

const isLayout = (kind: TProcessKind) => kind === 'LAYOUT' || kind === 'FINAL_LAYOUT';
const isBuilding = (kind: TProcessKind) => ['REGISTRATION', 'SELF_CERTIFICATION', 'SINGLE_WINDOW'].includes(kind);

function floorNames(floors: number, hasStilt: boolean): string[] {
  const upper = [
    'First Floor',
    'Second Floor',
    'Third Floor',
    'Fourth Floor',
    'Fifth Floor',
    'Sixth Floor',
    'Seventh Floor',
  ];
  return [hasStilt ? 'Stilt' : 'Ground Floor', ...upper.slice(0, Math.max(floors - 1, 0))];
}

/** Setbacks by plot size, as the Building Rules' table grows them (front larger on wider roads). */
function permitSetbacks(area: number, roadWidth: number) {
  const other = area <= 100 ? 0 : area <= 300 ? 1.5 : area <= 500 ? 2 : 3;
  return { front: roadWidth >= 18 ? 3 : area <= 100 ? 1 : 2, other };
}

function deviationInputs(
  random: TRandom,
  input: { area: number; floors: number; landValue: number; roadWidth: number },
) {
  const setbacks = permitSetbacks(input.area, input.roadWidth);
  const length = Math.sqrt(input.area) * 0.8;
  const sides = Object.fromEntries(
    DEVIATION_SIDES.map((side) => {
      const permit = side === 'front' ? setbacks.front : setbacks.other;
      // Most sides keep their setback; some fall short by a few centimetres to half a metre.
      const shortBy = random() < 0.45 ? round(between(random, 0.05, 0.5)) : 0;
      return [
        side,
        {
          building_permit_order: permit,
          setback_as_on_ground: round(Math.max(permit - shortBy, 0)),
          building_lengths: round(length * between(random, 0.85, 1)),
          no_of_floors: input.floors,
        },
      ];
    }),
  );
  return { ...sides, land_value_per_registration_dep: input.landValue } as TDeviationInputs;
}

/** An officer level's measurement of the same sides: close to the citizen's, a few centimetres apart. */
export function measuredDeviation(random: TRandom, citizen: TDeviationInputs): TDeviationInputs {
  const measured = Object.fromEntries(
    DEVIATION_SIDES.map((side) => {
      const entry = citizen[side];
      const ground = round(Math.max(entry.setback_as_on_ground - between(random, 0, 0.15), 0));
      return [side, { ...entry, setback_as_on_ground: ground }];
    }),
  );
  return { ...measured, land_value_per_registration_dep: citizen.land_value_per_registration_dep } as TDeviationInputs;
}

function document(
  sequence: number,
  category: string,
  name: string,
  body: { pdf: [string, string[]] } | { png: Buffer },
): TDemoDocument {
  const isPdf = 'pdf' in body;
  return {
    category,
    name: `${name}.${isPdf ? 'pdf' : 'png'}`,
    s3FilePath: `seed/${String(sequence).padStart(6, '0')}/${category}.${isPdf ? 'pdf' : 'png'}`,
    body: isPdf ? demoPdf(body.pdf[0], body.pdf[1]) : body.png,
    contentType: isPdf ? 'application/pdf' : 'image/png',
  };
}

export function demoParticulars(input: TParticularsInput): TDemoParticulars {
  const { kind, random, sequence, payload } = input;
  const { plot, building, applicant } = payload;
  const area = plot.actualPlotArea;
  const owner = applicant.applicantName;
  const sro = pick(random, SRO[input.ulbName] ?? ['SRO Hyderabad']);
  const deedNumber = `${wholeBetween(random, 1000, 19999)}/${wholeBetween(random, 2005, 2024)}`;
  // A compound wall goes round a building whose parking the detail screen shows (spec 2 §2.4).
  const parking =
    kind === 'COMPOUND_WALL' ? pick(random, ['Stilt', 'Open']) : building.details?.parking_space_provision;
  const hasStilt = parking === 'Stilt';
  const permitDate = shiftByIndiaDays(input.appliedOn, -wholeBetween(random, 700, 1500));

  const frontFacing = wholeBetween(random, 0, 3);
  const neighbour = (offset: number, isFront: boolean) => {
    const isBuilt = !isFront && random() < 0.6;
    return {
      facing: FACINGS[(frontFacing + offset) % 4] ?? 'North',
      openLand: isBuilt ? 'No' : 'Yes',
      existingBuilding: isBuilt ? 'Yes' : 'No',
      ...(isFront ? { others: 'Road' } : {}),
    };
  };
  const sides: TDemoParticulars['sides'] = {
    front: neighbour(0, true),
    rear: neighbour(2, false),
    side1: neighbour(1, false),
    side2: neighbour(3, false),
  };
  const isPartOfLayout = random() < 0.6;
  const frontRoad = plot.front.roadWidth;
  const proposedRoad = random() < 0.25 ? frontRoad + 3 : frontRoad;
  const depthAffected = proposedRoad > frontRoad ? round((proposedRoad - frontRoad) / 2) : 0;
  const plotDetails: TDemoParticulars['plotDetails'] = {
    property_id: String(wholeBetween(random, 1_100_000_000, 1_199_999_999)),
    plot_land_type: pick(random, ['Patta Land', 'Patta Land', 'Gramakantam', 'Private Land']),
    plot_land_value: plot.marketValue ?? 0,
    plot_area_type: pick(random, ['Approved Layout', 'LRS Regularised', 'Gramakantam']),
    location_type: input.ulbName === 'GHMC' ? 'Municipal Corporation (GHMC)' : 'Urban Local Body',
    location_sub_type: pick(random, ['Residential Use Zone', 'Residential Use Zone', 'Mixed Use Zone']),
    is_plot_part_of: isPartOfLayout ? 'Approved Layout' : 'Individual Plot',
    slum: false,
    sro_location: input.ulbName,
    sro,
    plot_answers: [
      { question: 'Is the plot part of an approved layout?', answer: isPartOfLayout ? 'Yes' : 'No' },
      { question: 'Is the plot affected by road widening?', answer: depthAffected > 0 ? 'Yes' : 'No' },
      { question: 'Is the plot under any litigation?', answer: 'No' },
    ],
    documents: [
      { question: 'Type of ownership document', answer: 'Registered Sale Deed' },
      { question: 'Document number', answer: deedNumber },
      { question: 'Sub-registrar office', answer: sro },
    ],
  };

  const floors = Math.max(building.noOfFloors, 1);
  const floorArea = round(building.totalBuiltUpArea / floors);
  // The top floor takes what rounding left over, so the floors add up to the total exactly.
  const lastFloorArea = round(building.totalBuiltUpArea - floorArea * (floors - 1));
  const isResidential = building.purposeOfBuilding === 'Residential';
  const floorWiseBuiltUpArea =
    isBuilding(kind) || kind === 'OCCUPANCY'
      ? floorNames(floors, hasStilt).map((floorType, index) => ({
          floorType,
          area: index === floors - 1 ? lastFloorArea : floorArea,
          units: floorType === 'Stilt' ? 0 : isResidential ? wholeBetween(random, 1, area > 300 ? 4 : 2) : 1,
        }))
      : [];
  const roadAffected = round(depthAffected * plot.front.plotWidth);
  const setbacks = permitSetbacks(area, frontRoad);
  const isMortgaged =
    (kind === 'SINGLE_WINDOW' || (kind === 'SELF_CERTIFICATION' && area > 200)) && building.noOfFloors > 0;

  const buildingDetails: TDemoParticulars['buildingDetails'] = {
    ...building.details,
    parking_space_provision: parking,
    is_building_new: kind !== 'OCCUPANCY',
    building_category: isResidential
      ? floors > 2
        ? 'Residential Apartment'
        : 'Individual Residential Building'
      : 'Commercial Building',
    building_subcategory: isResidential ? 'Residential' : pick(random, ['Shops', 'Offices']),
    proposed_no_of_floors_name: `${hasStilt ? 'Stilt' : 'G'}+${Math.max(floors - 1, 0)}`,
    usage_building: building.purposeOfBuilding,
    total_road_affected_area: roadAffected,
    no_of_rain_water_harvesting_pits: Math.max(1, Math.round(area / 200)),
    abutting_road_front: {
      existing_road_width: frontRoad,
      proposed_road_width: proposedRoad,
      depth_affected: depthAffected,
      affected_area: roadAffected,
    },
    abutting_road_side1:
      random() < 0.3
        ? {
            existing_road_width: plot.side1.roadWidth,
            proposed_road_width: plot.side1.roadWidth,
            depth_affected: 0,
            affected_area: 0,
          }
        : undefined,
    setback_details: {
      front_setback: setbacks.front,
      other_setback: setbacks.other,
      manual_front_setback: round(setbacks.front + between(random, 0, 0.5)),
      manual_rear_setback: round(setbacks.other + between(random, 0, 0.4)),
      manual_side1_setback: round(setbacks.other + between(random, 0, 0.3)),
      manual_side2_setback: round(setbacks.other + between(random, 0, 0.3)),
    },
    date_by_architect: isoDate(shiftByIndiaDays(input.appliedOn, -wholeBetween(random, 5, 40))),
    ...(hasStilt
      ? {
          stilt_area_as_per_sanctioned_plan: floorArea,
          stilt_area_on_ground: round(floorArea * between(random, 0.97, 1.03)),
        }
      : {}),
    ...(isMortgaged
      ? {
          // 10% of the built-up area is mortgaged to the authority (Deccan Chronicle 01.01.2018, in the checklists' sources).
          mortgage: {
            mortgage_area: round(building.totalBuiltUpArea * 0.1),
            mortgage_floor: floorNames(floors, hasStilt).at(-1) ?? 'Ground Floor',
            mortgage_reg_no: `MD/${wholeBetween(random, 100, 9999)}`,
            mortgage_date: isoDate(shiftByIndiaDays(input.appliedOn, -wholeBetween(random, 2, 20))),
          },
        }
      : {}),
    ...(kind === 'OCCUPANCY'
      ? {
          building_permit_issued_date: isoDate(permitDate),
          file_number: `${input.ulbName.slice(0, 4).toUpperCase()}/BP/${wholeBetween(random, 1000, 9999)}`,
          permit_number: `BP/${wholeBetween(random, 10000, 99999)}`,
          work_commenced_date: isoDate(shiftByIndiaDays(permitDate, wholeBetween(random, 20, 90))),
          work_completion_date: isoDate(shiftByIndiaDays(input.appliedOn, -wholeBetween(random, 20, 120))),
          no_of_rain_water_harvesting_as_on_ground: Math.max(1, Math.round(area / 200)) - (random() < 0.2 ? 1 : 0),
        }
      : {}),
  };

  const fields: Partial<TPlatformApplication> = {
    vicinity: VICINITY_QUESTIONS.map((question) => ({
      question,
      answer: question.includes('Railway') && random() < 0.08 ? 'Yes' : 'No',
    })),
  };
  // Self-certification is what instant registrations and approvals rest on; single-window files have none.
  if (kind === 'REGISTRATION' || kind === 'SELF_CERTIFICATION' || kind === 'COMPOUND_WALL') {
    fields.selfDeclaration = SELF_DECLARATION;
  }
  if (kind === 'SINGLE_WINDOW' || isLayout(kind)) {
    fields.engineers = [
      {
        engineer_type: 'Architect',
        name: person(random),
        license_number: `CA/${wholeBetween(random, 2004, 2020)}/${wholeBetween(random, 30000, 79999)}`,
        mobile: `9${wholeBetween(random, 100_000_000, 999_999_999)}`,
      },
      {
        engineer_type: isLayout(kind) ? 'Licensed Surveyor' : 'Structural Engineer',
        name: person(random),
        license_number: `${isLayout(kind) ? 'LS' : 'SE'}/${input.ulbName.slice(0, 4).toUpperCase()}/${wholeBetween(random, 100, 2999)}`,
      },
    ];
    fields.insurance = isLayout(kind)
      ? undefined
      : {
          policy_no: `TSBP/${wholeBetween(random, 100000, 999999)}`,
          policy_start_date: isoDate(input.appliedOn),
          policy_valid_date: isoDate(shiftByIndiaDays(input.appliedOn, 3 * 365)),
        };
  }
  if (isLayout(kind)) {
    const plotted = round(area * 0.55);
    fields.layout = {
      layout_name: `${pick(random, ['Sri Sai', 'Venkateswara', 'Lakshmi', 'Green Meadows', 'Sri Rama'])} ${pick(random, ['Enclave', 'Nagar', 'Colony', 'Residency'])}`,
      total_area: area,
      plotted_area: plotted,
      no_of_plots: Math.max(8, Math.round(plotted / 200)),
      road_area: round(area * 0.3),
      open_space_area: round(area * 0.1),
      social_infrastructure_area: round(area * 0.03),
      utility_area: round(area * 0.02),
      // 15% of the plotted area is mortgaged until the layout's works are done.
      mortgage_area: round(plotted * 0.15),
      approach_road_width: pick(random, [9, 12, 18]),
      ...(kind === 'FINAL_LAYOUT' ? { layout_permit_number: `LP/${wholeBetween(random, 100, 999)}` } : {}),
    };
  }
  if (kind === 'OCCUPANCY' || kind === 'COMPOUND_WALL') {
    const floorsOnGround = kind === 'OCCUPANCY' ? floors : 1;
    const completion = shiftByIndiaDays(input.appliedOn, -wholeBetween(random, 20, 120));
    const stipulatedEnd = shiftByIndiaDays(permitDate, 3 * 365);
    const daysLate = Math.max(0, Math.round((completion.getTime() - stipulatedEnd.getTime()) / DAY_MS));
    fields.deviation = {
      citizen: deviationInputs(random, {
        area,
        floors: floorsOnGround,
        landValue: Math.round((plot.marketValue ?? 20_000) / 1000) * 1000,
        roadWidth: frontRoad,
      }),
      is_building_constructed_on_stipulated_time: daysLate === 0,
      proceeding_date: isoDate(permitDate),
      completion_date: isoDate(completion),
      no_days_deviated: daysLate,
      total_built_up_area_as_on_ground: round(building.totalBuiltUpArea * between(random, 1, 1.06)),
    };
    const questions = yesNoQuestions(kind === 'OCCUPANCY' ? 'OCCUPANCY SITE VERIFICATION' : 'COMPOUND WALL');
    fields.deviationQuestions = questions
      .slice(0, 5)
      .map((question): TQuestionAnswer => ({ question, answer: random() < 0.75 ? 'Yes' : 'No' }));
    fields.appData = {
      existing_building_proceeding: {
        date: isoDate(permitDate),
        file_number: buildingDetails.file_number ?? `BP/${sequence}`,
      },
      constructed_built_up_area_sqmtrs: fields.deviation.total_built_up_area_as_on_ground,
    };
  }

  const address = plot.plotAddress;
  const documents: TDemoDocument[] = [
    document(sequence, 'ownership_document', 'Registered sale deed', {
      pdf: [
        'Registered Sale Deed',
        [
          `Document No ${deedNumber}, ${sro}`,
          `Purchaser: ${owner}`,
          address,
          `Extent: ${plot.plotAreaAsPerDocument} sq m`,
        ],
      ],
    }),
    document(sequence, 'encumbrance_certificate', 'Encumbrance certificate', {
      pdf: ['Encumbrance Certificate (Form 15)', [`${sro}`, address, 'No encumbrances found for the period searched.']],
    }),
    document(sequence, 'site_photograph', 'Site photograph', {
      png: demoSitePhoto([
        wholeBetween(random, 150, 230),
        wholeBetween(random, 110, 190),
        wholeBetween(random, 70, 150),
      ]),
    }),
  ];
  if (isBuilding(kind)) {
    documents.push(
      document(sequence, 'property_tax_receipt', 'Property tax receipt', {
        pdf: ['Property Tax Receipt', [`PTIN ${plotDetails.property_id}`, owner, 'Paid up to date.']],
      }),
      document(sequence, 'proposed_building_plan_pdf', 'Proposed building plan', {
        pdf: [
          'Proposed Building Plan',
          [address, `${buildingDetails.proposed_no_of_floors_name}, ${building.totalBuiltUpArea} sq m built-up`],
        ],
      }),
    );
  }
  if (kind === 'SINGLE_WINDOW') {
    documents.push(
      document(sequence, 'structural_stability_certificate', 'Structural stability certificate', {
        pdf: [
          'Structural Stability Certificate',
          [`Certified by ${fields.engineers?.[1]?.name ?? 'the structural engineer'}`],
        ],
      }),
      document(sequence, 'scrutiny_pdf', 'Auto-DCR scrutiny report', {
        pdf: ['Auto-DCR Scrutiny Report', [address, 'Result: passed']],
      }),
    );
  }
  if (isLayout(kind)) {
    documents.push(
      document(sequence, 'layout_drawing_pdf', 'Layout drawing', {
        pdf: ['Layout Plan', [fields.layout?.layout_name ?? '', `${fields.layout?.no_of_plots ?? 0} plots`]],
      }),
      document(sequence, 'drawing_pdf', 'Layout drawing (sheet 2)', {
        pdf: ['Layout Drawing, Sheet 2', ['Plot numbering and road widths']],
      }),
    );
  }
  if (kind === 'OCCUPANCY') {
    documents.push(
      document(sequence, 'building_permit_copy', 'Sanctioned building permit', {
        pdf: [
          'Building Permit Order (copy)',
          [`Permit ${buildingDetails.permit_number ?? ''} dated ${buildingDetails.building_permit_issued_date ?? ''}`],
        ],
      }),
      document(sequence, 'completion_certificate', 'Completion certificate by the architect', {
        pdf: ['Building Completion Certificate', [address, `Completed on ${fields.deviation?.completion_date ?? ''}`]],
      }),
    );
  }
  if (kind === 'COMPOUND_WALL') {
    documents.push(document(sequence, 'compound_wall_plan', 'Compound wall plan', { png: demoPlanDrawing() }));
  }
  const mandal =
    input.ulbName === 'GHMC' && plot.village === 'Kukatpally' ? 'Kukatpally' : (MANDALS[input.ulbName] ?? '');
  return { fields, mandal, sides, plotDetails, buildingDetails, floorWiseBuiltUpArea, documents };
}
