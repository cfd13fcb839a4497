import { gradeSubmission } from '@circular/chat/internals';
import type { InspectionProtocol, InspectionQuestion } from '@circular/contract';
import { seedCatalog } from '@circular/core-sim';
import { findTemplate, generateProtocol, gradeAnswers, type AnswerValue } from '@circular/protocol-generator';
import type { Row } from './report.ts';

/** mulberry32: the same answer sets on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 14 random digits and their Luhn check digit: an IMEI the identifier check accepts. */
function imei(next: () => number): string {
  const digits = Array.from({ length: 14 }, () => Math.floor(next() * 10));
  const sum = digits.reduce((total, digit, i) => total + (i % 2 === 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit), 0);
  return [...digits, (10 - (sum % 10)) % 10].join('');
}

/** An answer drawn uniformly from what the question allows. */
function answerTo(question: InspectionQuestion, next: () => number): AnswerValue {
  switch (question.answer_type) {
    case 'yes_no':
      return next() < 0.5;
    case 'choice': {
      const options = question.options ?? [];
      return options[Math.floor(next() * options.length)]!.id;
    }
    case 'number': {
      const [min, max] = [question.min ?? 0, question.max ?? 100];
      const value = min + next() * (max - min);
      return question.integer ? Math.round(value) : value;
    }
    case 'text':
      return question.format === 'device_identifier' ? imei(next) : 'as described';
    case 'photo':
      return 'https://photos.example/item.jpg';
  }
}

/**
 * How far the chat's pre-inspection grade can be trusted: for each category with both a protocol
 * template and a core-system protocol, random complete answer sets to the template protocol are
 * graded twice — on every answer (what an inspection answering the whole protocol would give) and
 * on the answers to the questions the core system asks (what the chat's offer rests on, with
 * `gradeSubmission`). Uniform answers are not a market's mix; they show which grades the
 * unasked questions could change, not how often a seller's item would.
 */
export async function offerGradeBenchmark({ setsPerCategory = 5000 } = {}) {
  const rows: Row[] = [];
  const totals = { sets: 0, same: 0, optimistic: 0, pessimistic: 0 };
  for (const [category, coreQuestions] of Object.entries(seedCatalog.protocols)) {
    if (findTemplate(category) === undefined) continue;
    const protocol: InspectionProtocol = await generateProtocol({ language: 'en', agent_specific: { category, target_scale: 'internal', purpose: 'buy_back' } });
    const asked = new Set(coreQuestions.map((question) => question.id));
    const shared = protocol.questions.filter((question) => asked.has(question.id)).length;
    const grades = protocol.grade_rule.grades;
    const next = random(category.length * 7919);
    const counts = { same: 0, optimistic: 0, pessimistic: 0 };
    for (let i = 0; i < setsPerCategory; i++) {
      const answers = Object.fromEntries(protocol.questions.map((question) => [question.id, answerTo(question, next)]));
      const full = gradeAnswers(protocol, answers).grade;
      const recorded = Object.fromEntries(Object.entries(answers).filter(([id]) => asked.has(id)).map(([id, value]) => [id, { skipped: false as const, value }]));
      const partial = gradeSubmission(protocol, recorded).graded.grade;
      const delta = grades.indexOf(partial) - grades.indexOf(full);
      if (delta === 0) counts.same += 1;
      else if (delta < 0) counts.optimistic += 1;
      else counts.pessimistic += 1;
    }
    totals.sets += setsPerCategory;
    totals.same += counts.same;
    totals.optimistic += counts.optimistic;
    totals.pessimistic += counts.pessimistic;
    const share = (n: number) => `${((100 * n) / setsPerCategory).toFixed(1)} %`;
    rows.push({
      category,
      'protocol questions': protocol.questions.length,
      'asked by the core system': shared,
      sets: setsPerCategory,
      'same grade': share(counts.same),
      'better than full': share(counts.optimistic),
      'worse than full': share(counts.pessimistic),
    });
  }
  const share = (n: number) => Number(((100 * n) / totals.sets).toFixed(1));
  return {
    rows,
    summary: {
      answers: 'uniform over what each question allows (seeded), every question answered',
      sets: totals.sets,
      sameGradePercent: share(totals.same),
      betterThanFullPercent: share(totals.optimistic),
      worseThanFullPercent: share(totals.pessimistic),
    },
  };
}
