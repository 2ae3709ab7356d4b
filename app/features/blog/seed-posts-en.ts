// English versions of the Forstblog's seed articles (seed-posts.ts), written for an international
// forestry reader rather than translated word for word. Each keeps its German original's date, cover
// and structure and names it in translationOf; the id is the German id with "-en". German laws and
// institutions stay German, with a short explanation. American spelling, metric units. Links to other
// articles point to their English versions.
import type { SeedPost } from "./seed-posts";

export const seedPostsEn: (SeedPost & { translationOf: string })[] = [
  {
    id: "post-1771313400000-en",
    translationOf: "post-1771313400000",
    date: "2026-02-17T07:30:00.000Z",
    title: "Digital Work Orders in Forestry: How to Make the Switch from Paper",
    slug: "digital-work-orders-in-forestry",
    author: "Jonas Behrendt, Forest Engineer",
    tags: ["Digitalization", "Work Organization", "Occupational Safety", "In Practice"],
    summary:
      "A good work order answers every question before the first saw starts. How forestry operations can plan the move from paper to an app, bring their crews along and avoid the usual pitfalls.",
    excerpt:
      "What belongs in a good work order, how to bring your crews on board, and which mistakes to avoid when you leave paper behind.",
    coverImage: "/blog/images/covers/digitale-arbeitsauftraege-im-forst.webp",
    lang: "en",
    content: `Monday, 6:45 a.m., at the log yard: the district forester hands out photocopied maps with the stands outlined in highlighter. One sheet is still crinkled from last week's rain; another is missing the new access road because construction only wrapped up a few days ago. In the afternoon the forwarder operator calls in: he can't find the landing everyone agreed on. Some version of this plays out in a great many forestry operations – not because people there work badly, but because paper reaches its limits the moment plans change.

Digital work orders don't solve this problem on their own. They do help when two things are right: what goes into the order, and how you get there. This article looks at both.

## What belongs in a good work order

A work order is good when the crew on site can start without calling anyone back – and when, afterwards, anyone can see what was actually done. A fixed structure that stays the same for every job has proven its worth:

| Element | Content | Example |
|---|---|---|
| Location | District, compartment, stand, map with boundaries | North district, compartment 14b, mixed spruce and beech stand |
| Operation | Type of work and silvicultural objective | Thinning, releasing crop trees |
| Access | Skid trails, access roads, landings, turning points | Skid trails 20 m apart, landing on road 7 |
| Resources | Crew, machines, time frame | Harvester and forwarder, weeks 9–10 |
| Safety | Emergency rescue point, hazards, closures | Number of the nearest rescue point, power line along the southern edge |
| Restrictions | Nature conservation, soil protection, roads | Raptor nest tree marked, machine traffic only on frozen ground |
| Reporting | What should be documented | Volumes in solid cubic meters, photos of the log piles, road damage |

Two of these elements deserve special attention.

**The map is the core.** A description like “left after the second bend” works for someone who has known the district for twenty years. A contractor from the next county or a new colleague needs coordinates, stand boundaries and the skid trails drawn in. A digital map showing the user's own GPS position tells the crew where they are – even deep inside a stand where every trail looks the same.

**Safety belongs in the order, not in a drawer.** The nearest emergency rescue point (in Germany, forests are covered by a network of numbered rescue points that emergency services can locate), the emergency number, and known hazards such as power lines, railroad tracks, public trails or deadwood in the crowns: everyone working in the stand needs this information. In a digital order it always sits in the same place and is available without a signal. This does not replace the formal risk assessment, but the order can refer to it.

## Bringing your crews along

The best software fails if the people outside see it as surveillance or extra work. Forest workers and machine operators usually have a keen sense of whether a new tool makes their job easier or only serves the office. What works in practice:

- **Involve people early:** Those who work outside know best what information is missing today. Ask your crews and contractors before you decide on fields and workflows.
- **Start small:** One pilot district, one crew, one type of operation. Review it together after a few weeks, then expand.
- **Train on site:** Ten minutes at the truck with their own smartphone do more than a slide deck in the meeting room.
- **Name a go-to person:** A colleague who enjoys working with the app will help faster than any hotline.
- **Make the benefit visible:** When nobody has to fill in a timesheet on Friday because hours and volumes are already recorded, that convinces people more than any argument.

Not everyone grew up with a smartphone. Allow time for questions in the first few weeks, and take criticism seriously: it often points to a workflow that really is clumsy.

## Pitfalls – and how to avoid them

1. **Too many required fields.** Ask someone wearing gloves in the rain to fill in twenty fields and they will either give up or type anything. Only make a field mandatory if someone will actually use it later.
2. **No signal in the stand.** In the woods, dead zones are the rule, not the exception. Orders, maps and forms must work offline and sync as soon as there is coverage again.
3. **Unsuitable devices.** The screen has to be readable in sunlight and the battery has to last a long working day. A rugged case and a power bank in the truck cost little and save a lot of trouble.
4. **Keeping two sets of books.** If paper and app run side by side indefinitely, both are maintained half-heartedly. Set a cutoff date after which orders are issued only digitally.
5. **Unclear responsibilities.** Who creates orders, who approves them, who signs off on the work? Without clear roles, orders stay stuck in the “open” status.
6. **Forgetting data protection.** As soon as you record employees' hours or locations, data protection – and, where there is one, the works council (the elected employee body that German law gives a say in such matters) – must be involved from day one. More on this in our article on [GPS time tracking in forestry](/blog/gps-time-tracking-in-forestry).

## From work order to invoice

The biggest payoff often shows up only at the end of the job. When the crew records volumes, photos of the log piles and anything unusual directly in the order, the district forester already has everything needed for sign-off, the timber list and the contractor's invoice. Damage to roads or skid trails is documented with a photo and a position before anyone can argue about it. And whoever plans the next operation in the same stand a year later finds the lessons from the last one in one place instead of three binders.

## Checklist for getting started

- [ ] Take stock: which forms, maps and lists do you use today?
- [ ] Define the mandatory information in an order (see the table above)
- [ ] Choose a pilot district and a pilot crew
- [ ] Check the devices: battery, screen, case, offline maps
- [ ] Involve the works council and the data protection officer early
- [ ] Plan on-site training
- [ ] Set a cutoff date for the end of paper orders
- [ ] Review together after the pilot phase and fine-tune

## Conclusion

Digital work orders are not an end in themselves. They pay off when they spare the people in the forest callbacks, searching and paperwork, and give the office reliable data. What matters is a clearly structured order, a step-by-step rollout and crews who have a say from the start. Tools like ForestCrew, which put orders with maps, documents and photo records on the smartphone and keep them available offline, take care of the technology – introducing them in your organization remains a leadership task.
`,
  },
  {
    id: "post-1776149100000-en",
    translationOf: "post-1776149100000",
    date: "2026-04-14T06:45:00.000Z",
    title: "Bark Beetle Monitoring with Drones and AI",
    slug: "bark-beetle-monitoring-with-drones-and-ai",
    author: "Dr. Katharina Albers, Forest Scientist",
    tags: ["Forest Protection", "Bark Beetle", "Remote Sensing", "Climate Change", "Digitalization"],
    summary:
      "Drone imagery and AI analysis promise to reveal infested spruce earlier. What the technology can do today, where its limits are, and what it means for planning the work on the ground.",
    excerpt:
      "How drone imagery and AI analysis aim to reveal infested spruce earlier – and what that means for planning your crews and machines.",
    coverImage: "/blog/images/covers/borkenkaefer-monitoring-mit-drohnen-und-ki.webp",
    lang: "en",
    content: `Since the drought years that began in 2018, the European spruce bark beetle (Ips typographus) has killed spruce stands across large parts of Germany. Anyone still managing spruce today knows what matters: finding infested trees before the next generation of beetles emerges. Traditionally that means searching for boring dust – tree by tree, stand by stand. It is reliable, but during the season it ties up a lot of working hours that are missing elsewhere.

Drones and artificial intelligence promise to speed up that search. How much of the promise holds? And what does it mean for planning the work in the forest district?

## Why time is the deciding factor

Depending on elevation and weather, the spruce bark beetle produces one to three generations a year, plus sister broods. The beetles start swarming in spring once air temperatures rise above roughly 16.5 °C. In warm weather, only a few weeks pass between the beetles boring in and the young adults emerging. If you detect infested trees within that window, fell them and get them out of the forest – or debark them – you take away the population's brood. If you miss them, the next round will find considerably more beetles in the stand.

Every early-detection method therefore has to answer one question: does it find infested trees while the brood is still under the bark?

## What you can see from the air – and what you can't

An infested tree goes through visible stages, and remote sensing captures them with very different success:

- **Green attack:** The crown is still green. The only signs are on the stem – brown boring dust in bark crevices and at the base of the trunk, droplets of resin, entry holes. In ordinary color images taken from the air, this stage is practically invisible.
- **Discoloration:** The needles turn pale, then yellowish to reddish brown. Such crowns show up clearly in RGB drone images – but by then the young beetles have often already left the tree or are about to.
- **Gray stage:** The needles have dropped and the bark is flaking off. For controlling the beetle, any action here comes too late; all that remains is making the site safe and salvaging the timber.

To be frank: conventional color images mainly show trees that are already lost as far as beetle control is concerned. That doesn't make them worthless. New infestations very often appear right next to existing infestation spots. If you map those spots completely early in the season, you know where the search for boring dust should begin.

Multispectral cameras also capture the red-edge and near-infrared ranges. Stress responses in spruce can show up there before the crown visibly changes color. Early research results are encouraging, but the signal is weak and depends heavily on light, season and calibration. And stress is not the same as beetles: drought, root rot or a lightning strike produce similar patterns.

## What AI adds

A single flight quickly produces thousands of individual images. Analyzing them by hand takes days. This is where artificial intelligence plays to its strengths: trained models detect individual crowns, assign them to tree species and estimate their vitality. The aerial image becomes a list of suspect trees with coordinates.

Such a model is only as good as its training data. A model trained on images from upland regions will not automatically perform as well in the lowlands. So ask vendors:

1. In which regions and stand types was the model trained and tested?
2. How many suspect trees turn out to be healthy on inspection, and how many infested trees are missed – measured against independent data?
3. How do the results of your field checks flow back so the model improves?

A vendor who cannot answer these questions clearly is selling a promise rather than a tool.

## Ground truthing: the check on the ground remains essential

> The drone tells you where to look – not what you will find.

Every suspect point has to be checked on the ground: boring dust at the base of the trunk, resin flow, the condition of neighboring trees. Only the on-site inspection decides whether a tree is cut. A workable routine looks roughly like this:

1. **Plan the flights:** once the beetles have started swarming, then at regular intervals, ideally in similar light.
2. **Analyze:** output suspect trees as points with coordinates.
3. **Prioritize:** proximity to earlier infestations, sun-exposed stand edges, accessibility.
4. **Inspect:** search for boring dust on the suspect tree and around it.
5. **Act:** felling, prompt removal or debarking, documentation.
6. **Report back:** confirmed and rejected suspect points improve the next analysis.

## What this means for operations planning

The real work begins after the analysis. Every confirmed infestation becomes a job: who inspects, who fells, when does the harvester come, when the forwarder, where is the timber piled? In ForestCrew, inspection rounds and fellings like these can be planned as work orders with a GPS position, and findings documented on site with geotagged photos – the crew navigates straight to the suspect tree, and the district forester sees progress in real time.

Settle three points in advance:

- **Secure capacity:** In beetle years, harvesters and contractors are scarce. Framework agreements made before the season give you breathing room.
- **Organize removal:** Beetle-infested timber has to leave the forest quickly or be stored far enough away; a distance of at least 500 meters from the nearest spruce stand is often recommended. A log pile left at the forest edge for weeks becomes a breeding site itself.
- **Mind the rules:** Drone flights are subject to the EU drone regulations and national rules, for example on pilot competency certificates and on geographical zones such as nature reserves; outside the EU, your national aviation authority's rules apply. If people are captured in the images, data protection comes into play as well.

## Being honest about the limits

Drones and AI are a helpful tool, but no substitute for professionals in the stand:

- Green attack remains hard to detect from the air, even with multispectral data.
- Spruce growing under a beech canopy or in the intermediate layer is barely visible from above.
- Wind, clouds and rain decide which days you can fly – often exactly when time is short.
- Flights, analysis and inspections cost time and money; the benefit depends on how quickly the results reach the district.
- Freely available satellite data such as that from the European Sentinel-2 program is good for a large-scale overview, but at ten meters per pixel it cannot resolve individual trees.

## Conclusion

Drone imagery and AI make bark beetle monitoring faster and more systematic, above all for mapping infestation spots and directing the search for boring dust. Fresh, still-green attacks are still found by people with a trained eye at the base of the trunk. Combine both and keep the path from analysis to harvester short, and you win the days that decide the race against the beetle.
`,
  },
  {
    id: "post-1780992000000-en",
    translationOf: "post-1780992000000",
    date: "2026-06-09T08:00:00.000Z",
    title: "GPS Time Tracking in Forestry: What Is Allowed and What It Delivers",
    slug: "gps-time-tracking-in-forestry",
    author: "Miriam Lorenz, ForestCrew Editorial Team",
    tags: ["Time Tracking", "Data Protection", "Work Organization", "Digitalization"],
    summary:
      "Recording working hours and job locations in an app does away with timesheets and makes job costing more accurate. What forestry operations need to consider regarding the GDPR, works councils and transparency.",
    excerpt:
      "Fewer timesheets, more accurate job costing and clear data protection rules: what to consider when tracking time with GPS in forestry.",
    coverImage: "/blog/images/covers/gps-zeiterfassung-im-forstbetrieb.webp",
    lang: "en",
    content: `Friday afternoon in the forestry office: a stack of timesheets, some smudged, some covered in question marks. Was the crew in compartment 12 on Tuesday, or had they already moved on to compartment 15? How many hours went into planting, and how many into road repairs? Anyone who collects working hours by hand and matches them to jobs knows this guessing game.

Digital time tracking in an app – with a GPS position if you want it – promises relief. At the same time, it raises legitimate questions: What may an employer record? Who has to agree? And how do you keep a record of working time from turning into a surveillance tool? This article gives a practical overview based on German law. It is not legal advice; have your specific plans reviewed by experts, especially if you work under another country's law.

## Why the topic is on the table now

In September 2022, Germany's Federal Labor Court (Bundesarbeitsgericht) ruled that employers in Germany are obliged to record their employees' working hours systematically. The ruling leaves the details largely open; how to write them into the Working Hours Act (Arbeitszeitgesetz) has been under discussion for some time. For forestry operations whose crews work at changing locations, the question is therefore no longer whether to record working time, but how.

## What GPS time tracking brings to forestry

Used properly, recording time in an app has real advantages – for the organization and for its employees:

- **Hours end up on the right job.** If you pick the job when you clock in, nobody has to reconstruct over the weekend where they were. The position confirms the job site.
- **Honest job costing.** What did the thinning in compartment 14b actually cost? With hours for people and machines assigned properly, you can answer that – and price the next quote more realistically.
- **Billing that holds up.** Whether you invoice a private forest owner, a forest owners' association (Forstbetriebsgemeinschaft) or a contractor: time records with location and job build trust and save arguments.
- **Less administration.** Payroll gets complete data instead of slips of paper that have to be typed up.
- **Employees keep track.** Anyone who can see their own hours in the app can check their overtime and breaks themselves.

## The legal framework in brief

### Data protection under the GDPR

Employees' location data is personal data. Processing it requires a legal basis and must follow the principles of the EU's General Data Protection Regulation (GDPR). In practice, these matter most:

- **Purpose limitation:** Decide in writing, in advance, what the data will be used for – for example, proof of working time, assignment to jobs, billing. Using it later for other purposes is not automatically permitted.
- **Data minimization:** Record only what you need for those purposes. The position at clock-in and clock-out is usually enough to show where someone worked; continuous tracking throughout the day is considered hard to justify.
- **Storage limitation:** Set deletion periods and enforce them technically.
- **Transparency:** Employees must know what data is recorded and when, who sees it and how long it is kept.

In an employment relationship, consent is often not a sound legal basis, because it may be doubtful whether it was given freely. More common grounds are necessity for the employment relationship or a works agreement. Also check whether you need a data protection impact assessment – when employees' locations are recorded, that is likely. The software vendor processes the data on your behalf, which requires a data processing agreement.

### The works council's right of co-determination

If the organization has a works council – an employee body elected under German law – it has a binding right of co-determination when such a system is introduced. Section 87(1) no. 6 of the Works Constitution Act (Betriebsverfassungsgesetz) explicitly covers, in our translation,

> “the introduction and use of technical devices designed to monitor the behavior or performance of employees”.

According to established case law, it is enough that a device is objectively capable of monitoring; the employer's intention does not matter. An app that stores times and positions practically always falls under this rule. Without an agreement with the works council, usually in the form of a works agreement, the system may not be introduced.

Smaller organizations without a works council are still fully bound by the GDPR. It pays to involve the workforce early anyway: rules you draw up together with them are accepted more readily.

## Transparency builds trust

Most reservations about GPS tracking are not about the law but about the fear of being watched all the time. The best way to address that fear is with clear commitments in writing:

- The position is recorded only at defined events, such as clocking in or out, and never outside working hours.
- The app shows clearly when a location is being saved.
- It is settled who sees which data: the district forester sees their crew's jobs, payroll sees the hours but not the positions.
- The data is not used to compare individual employees' performance unless agreed otherwise.
- Everyone can view their own data.
- The data is deleted when the retention period ends.

A single page in plain language summarizing these points often does more than a twenty-page document.

## Introduction in five steps

1. **Define the purposes:** What do you need the data for? Write it down.
2. **Involve the people concerned:** the works council, the data protection officer and, where it makes sense, representatives of the crews.
3. **Configure the technology to match:** when positions are recorded, roles and permissions, deletion periods.
4. **Inform and train:** before the start, on site and with time for questions.
5. **Pilot and review:** start in one district and evaluate together after a few weeks.

When choosing software – ForestCrew included – make sure that what is recorded, who has which role and when data is deleted can be set exactly as your works agreement requires, and that you know where the data is stored.

## Conclusion

GPS time tracking can save a forestry operation a great deal of paper and argument, and it makes costs visible that used to disappear into estimates. It is lawful and accepted when the purpose is clear, only what is necessary is recorded, employees know what happens to their data, and the works council helps shape it from the start. Follow that order and you introduce a tool – not an instrument of control.
`,
  },
  {
    id: "post-1787037300000-en",
    translationOf: "post-1787037300000",
    date: "2026-08-18T07:15:00.000Z",
    title: "Planning Young Stand Tending: A System for Plantations, Young Growth and Thickets",
    slug: "planning-young-stand-tending",
    author: "ForestCrew Editorial Team",
    tags: ["Silviculture", "Climate Change", "Forest Ownership", "Work Organization", "In Practice"],
    summary:
      "Tending that is missed in young stands can hardly be made up later. How forestry operations record their plantations and young stands, set priorities and phrase tending objectives so that they are understood in the field.",
    excerpt:
      "From a register of sites to a clear tending objective: how to make tending in plantations, young growth and thickets something you can plan.",
    coverImage: "/blog/images/covers/jungwaldpflege-planen.webp",
    lang: "en",
    content: `After the damage years since 2018, large areas have been reforested in many places – planted, seeded or left to natural regeneration. For these young plantations to become stable, mixed forests, they need regular tending over their first years and decades. This is exactly where many operations fall short: tending young stands is physically demanding, hot in summer and, among the brambles, nobody's favorite job. It costs money without bringing any immediate return – and so it tends to get pushed back to next year.

That comes back to bite you. What is neglected in the plantation and young-growth stages can hardly be made up later: admixed species are overtopped, stands grow up unstable, and the investment in planting was wasted. This article shows how to make young stand tending something you can plan.

## The stages at a glance

Terms and thresholds differ between Germany's federal states, operations and textbooks. As a rough guide, this classification helps:

| Stage | Characteristics | Tending objective | Typical measures |
|---|---|---|---|
| Plantation | From planting until the trees are securely established | Avoid losses | Cutting back grass, bramble and bracken, replanting gaps, protection against browsing |
| Young growth | Until the crowns close | Maintain the mixture | Regulating the species mix, removing wolf trees that crowd their neighbors |
| Thicket | Dense stand after crown closure | Stability and quality | Reducing stem numbers, removing poorly formed trees |
| Pole stage | Transition to thinning | Favor future crop trees | Selecting and releasing crop trees |

The earlier the stage, the more often you need to check – and the cheaper each individual intervention.

## How climate change shifts the priorities

Young stand tending today is about more than promoting quality. It decides whether the forests now growing up will cope with heat and drought.

- **Secure the mixture:** Keeping several tree species in a stand spreads the risk. Light-demanding species such as oak or pine quickly fall behind fast-growing pioneers and need targeted help.
- **Use pioneers wisely:** Birch, aspen or willow are not automatically competition. As a loose nurse crop they provide shade and improve the microclimate. Remove them where they crowd the target species – not across the whole area.
- **Keep an eye on water:** In dry summers, dense ground vegetation competes with the young trees for water. In years of long drought, losses are likely; plan for replanting from the outset.
- **Take browsing seriously:** Without game populations kept at levels the forest can sustain, any mixture remains theory. Fences and individual tree guards are expensive and need regular checks.

## From register of sites to work order

Tending becomes plannable once it no longer depends on individual people's memories. A six-step routine has proven itself:

1. **Record the sites:** all plantations and young stands with planting year, species, size, protection (fence or individual guards) and the date of the last tending.
2. **Walk and rate:** visit every site once a year and rate it with a simple traffic light – urgent this season, next year, just monitor.
3. **Choose the time window:** Plantation weeding works best when the competing vegetation shoots up in early summer. Be mindful of the nesting and breeding season.
4. **Assign resources:** your own forest workers, contractors, brush cutters, time for fence checks.
5. **Issue work orders:** with a map, the site boundary and a clearly phrased tending objective.
6. **Document:** photos before and after tending, losses, fence damage. Year by year, this builds a tending history on which the next round of planning can rely.

## Phrase the tending objective clearly

“Clear the site” is not a work order; it is an invitation to misunderstandings. Should everything that wasn't planted go? Does the hornbeam that came up on its own stay? What happens to the birch growing over the oaks? A good order answers these questions in advance, for example like this:

> “Compartment 22a, oak plantation from 2023: cut back bramble and bracken within about one meter around the oaks. Leave the admixed hornbeam and linden standing. Remove birch only where it crowds the oaks. Check the fence for damage and report it with a photo.”

Descriptions like this can be saved as templates and adapted for similar sites. For how to structure a good work order as a whole, see our article on [digital work orders in forestry](/blog/digital-work-orders-in-forestry).

## Don't forget occupational safety

Young stand tending is manual work with brush cutters, billhooks or chainsaws, often in the heat and in terrain where it is hard to see far. Planning therefore includes:

- the right personal protective equipment, in particular face and hearing protection when using brush cutters,
- breaks and enough drinking water on hot days, early starts in high summer,
- protection against ticks and a reminder to check for them after work,
- clear rules for working alone, and the nearest emergency rescue point in the work order.

## Conclusion

Young stand tending decides what the forest will look like in fifty years – and whether it will still be standing. It succeeds when it is planned like any other operation: with a complete register of sites, a yearly rating, clear tending objectives and thorough documentation. With ForestCrew, tending sites can be planned as work orders with a map and the results recorded with geotagged photos, so the tending history of every site is available at a glance. But the most important step is taken by the crew in the stand, who know which trees are meant to stay and why.
`,
  },
  {
    id: "post-1790060400000-en",
    translationOf: "post-1790060400000",
    date: "2026-09-22T07:00:00.000Z",
    title: "The Carbon Market for Forest Owners: Opportunities and Pitfalls",
    slug: "carbon-market-for-forest-owners",
    author: "Felix Hartmann, Forest Economist",
    tags: ["Climate Action", "Carbon Credits", "Forest Ownership", "Climate Change"],
    summary:
      "More and more companies promise forest owners income from carbon credits. Which land qualifies, what additionality and permanence mean, and how forest owners can tell a sound offer from a dubious one.",
    excerpt: "Which land qualifies, what evidence is required, and how to recognize a sound offer for carbon credits from your forest.",
    coverImage: "/blog/images/covers/co2-markt-fuer-waldbesitzer.webp",
    lang: "en",
    content: `“Your forest is worth hard cash” – with lines like this, a growing number of companies are courting forest owners. They promise income from carbon credits, often for little effort. Forests do store large amounts of carbon, and companies are looking for credible climate projects. But between the carbon in the wood and a credit that can be sold lie rules, evidence and contracts that run for a very long time.

This article explains which land qualifies, what the technical terms mean and how to recognize a sound offer. It is written from a German perspective. One thing up front: it is no substitute for legal, tax or financial advice. Have every contract reviewed independently before you sign.[^1]

## Two markets that are often confused

When people talk about “the carbon market”, they usually mean one of two very different markets:

| | Compliance market | Voluntary market |
|---|---|---|
| Examples | EU Emissions Trading System, Germany's national emissions trading under the Fuel Emissions Trading Act (Brennstoffemissionshandelsgesetz) | Credits from climate projects certified under private standards |
| Who buys | Companies with a legal obligation, such as power plants, industry, suppliers of fuels | Companies, organizations and individuals acting on their own initiative |
| Role of forests | Forest projects cannot be used there | Forest projects are possible, depending on the standard |
| Rules | Set by law, supervised by the state | Set by standard-setting organizations, quality varies widely |
| Prices | Determined on the exchange | Negotiated, and vary greatly by project type |

For forest owners, then, the voluntary market is the one that matters. It is smaller, less uniform and more dependent on trust than the compliance market. All the more reason to look closely.

## Which land qualifies

Not every forest is suitable for a carbon project. Broadly, there are three cases:

- **Afforestation:** land that was not forest before, such as former cropland or grassland. Here the climate benefit is comparatively easy to demonstrate. However, afforestation requires a permit, and the land remains forest for good.
- **Reforestation of damaged areas:** Storms, drought and bark beetles have left clearings in many places. Because Germany's state forest acts (Landeswaldgesetze) generally require owners to reforest anyway, simply replanting is often not considered additional. Measures that go beyond the legal obligation may count.
- **Existing forest under changed management:** for example, deliberately building up growing stock, longer rotations or partly forgoing harvests. Here the climate effect is calculated against a baseline scenario – methodologically demanding and open to challenge.

Size matters too. Inventory, certification and verification incur fixed costs that small areas can hardly carry. For smaller private forests, joining forces with other owners, for example through a forest owners' association (Forstbetriebsgemeinschaft), can be the more realistic route.

## The three tests

### Additionality

A credit may only be issued for climate protection that would not have happened without the project. Anything required by law, already paid for by subsidies or planned anyway is not additional. So also check whether a project is compatible with any funding programs you take part in – double funding is a common stumbling block.

### Permanence

Carbon in a forest is not stored safely: storms, fire, drought and bark beetles can release it within a short time. Reputable standards therefore require long project terms, often spanning decades, and hold back part of the credits as a risk buffer. Before signing, clarify what happens if damage occurs: Who bears the loss? Do you have to hand back credits or repay money? In spruce-dominated stands, this is anything but a theoretical question.

### Evidence

The climate effect has to be measured, reported and verified by an independent party.[^2] In practice, this means:

- a forest inventory at the start and at fixed intervals,
- complete documentation of all work in the project area,
- verification by an independent auditor,
- registration of the credits in a public registry, so that each one is sold only once and retired when used.

Another issue is double counting: Germany counts the carbon its forests absorb in its national greenhouse gas inventory. Many providers therefore sell forest credits from Germany as a “climate contribution” rather than as offsets. Ask what claim the buyer will be allowed to make later – the credibility of the whole project depends on it.

## How to recognize a sound offer

Good signs:

- The standard and methodology are named and publicly available.
- An independent auditor verifies, and the credits are listed in a public registry.
- The revenue split is transparent: you can see what share stays with you after all fees.
- Term, management restrictions, rules for damage events, change of ownership and end of contract are spelled out.

Be careful with:

- guaranteed returns per hectare before any inventory has taken place,
- upfront fees due before a single credit has been sold,
- long exclusive commitments with one-sided termination rights,
- restrictions that limit your management more than presented beforehand,
- time pressure (“This offer is only valid until the end of the month”).

Also consider how the income will be taxed, and talk to your tax advisor early.

## Good data is the foundation

However the market develops, owners who document their land, stands and work properly have the advantage. An up-to-date inventory, digital maps and traceable records of work – for example with photo documentation and GPS positions from ForestCrew – considerably shorten any later audit. With our Nexus program, we are working on making such operational data usable for carbon credits, ESG reporting and other ecosystem services.

## Conclusion

The carbon market can become an additional source of income for forest owners – but it is not quick money. What counts is suitable land, genuine additionality, an honest approach to the risk of damage and a partner who discloses methodology, costs and obligations. Check all that before you sign, and you protect both your forest and your good name.

[^1]: This overview reflects the general situation and cannot assess your individual case. What applies is determined by the relevant standard, the contract and the laws in force.

[^2]: At EU level, Regulation (EU) 2024/3012 creates a uniform certification framework for carbon removals. The associated methodologies are being defined step by step; the development is worth following.
`,
  },
  {
    id: "post-1794299400000-en",
    translationOf: "post-1794299400000",
    date: "2026-11-10T08:30:00.000Z",
    title: "Digital Log Pile Management: Keeping Track from Felling to Haulage",
    slug: "digital-log-pile-management",
    author: "Jonas Behrendt, Forest Engineer",
    tags: ["Timber Logistics", "Timber Harvesting", "Forest Protection", "Forest Ownership", "Digitalization"],
    summary:
      "Forgotten log piles cost money and become breeding grounds for bark beetles. What information every pile needs, what a clear chain of statuses looks like and what recording piles digitally in the forest achieves.",
    excerpt:
      "Number, coordinates, photo: how forestry operations keep track of their log piles from felling to invoice and avoid beetle-infested timber.",
    coverImage: "/blog/images/covers/polterverwaltung-digital.webp",
    lang: "en",
    content: `“Where exactly is pile 17?” Anyone who has ever organized timber haulage knows that question. The trucker is waiting on the wrong road, the timber list doesn't match what is lying at the forest edge, and the mill reports a different volume from the one measured in the forest. Each of these mistakes costs time and money – and sometimes timber quality too.

Timber that lies in the forest too long loses value. In summer, fungi can stain the wood, insects colonize the piles, and with conifers a forgotten pile quickly becomes a breeding ground for bark beetles. Good log pile management is therefore not just a matter of keeping things tidy; it is also a matter of forest protection.

## What every log pile needs

For everyone involved – district forester, skidding contractor, office, buyer and trucker – to be talking about the same pile, every pile needs a fixed set of information:

- **a unique number**, valid across the whole operation and clearly marked on the pile,
- **the location**: GPS coordinates, road, access and notes on whether trucks can get there,
- **species, assortment and grade**, for example spruce, logs, quality class B/C,
- **volume and unit**: solid or stacked cubic meters, stating how the volume was measured,
- **the date the pile was ready** – important for knowing how long the timber has been lying there,
- **buyer, contract and release for haulage**,
- **a photo** showing the pile and its surroundings.

A quick note on units: a solid cubic meter (Festmeter) is one cubic meter of solid wood; a stacked cubic meter (Raummeter) is one cubic meter of stacked wood including the gaps between the pieces. The conversion factor depends on the assortment, length, diameter and how the wood is stacked, among other things. So whenever you compare volumes, make sure you know how they were measured.

## The chain of statuses from felling to invoice

A log pile passes through several stages. If it is clear for each one who triggers it and what gets recorded, no information is lost:

| Status | Who | What is recorded |
|---|---|---|
| created | forwarder operator or district forester | number, coordinates, photo, assortment |
| measured | district forester or service provider | volume, unit, measuring method |
| sold | office | buyer, contract, price |
| released | district forester | release for haulage to the trucker |
| hauled | trucker | delivery note, date, remaining volume |
| invoiced | office | forest volume reconciled with mill volume |

Even this simple overview shows at a glance which piles have been waiting weeks for haulage and where someone needs to follow up.

## Data exchange: standards instead of retyping

The same data is passed back and forth between forest owner, buyer, trucker and mill over and over again – often by hand, from one list to the next. Every transfer is a source of errors. In Germany, the industry standard ELDAT has become established for exchanging pile, delivery and measurement data. When choosing software, make sure data can be imported and exported in common formats. Coordinates should also be shareable in formats such as GeoJSON, so truckers can load them straight into their navigation.

## Log piles and forest protection

Freshly cut conifer timber is attractive to bark-breeding beetles. If spruce lies at the stand edge for weeks during the warm season, the European spruce bark beetle can colonize the pile and spread from there into the standing forest. Wood-boring species such as the striped ambrosia beetle (Trypodendron lineatum) can also degrade the timber. A few simple rules follow from this:

1. **Haul quickly:** During beetle season, get conifer timber out of the forest as fast as possible.
2. **Store wisely:** Where that is not possible, place piles at a sufficient distance from spruce stands.
3. **Inspect regularly:** Check piles that stay longer for boring dust and entry holes.
4. **Chemicals only as a last resort:** Using plant protection products on log piles is strictly regulated, requires proof of competence and is restricted further in certified operations.

How drones and AI can help in the search for infested trees is the subject of our article on [bark beetle monitoring](/blog/bark-beetle-monitoring-with-drones-and-ai).

## Digital log pile management in practice

The most important moment is when the pile is created. Recording it right there in the forest with a photo, coordinates and assortment saves any searching later. The forwarder operator can do it at the end of the shift, or the district forester on the next inspection round – what matters is that it happens promptly and always the same way.

The benefits are tangible:

- Truckers get coordinates, a photo and directions and find the pile without calling back.
- The office can see which piles have been measured, sold or released without phoning around.
- Differences between forest and mill volumes stand out immediately and can be resolved with the photo.
- How long each pile has been lying is visible – an important signal for forest protection.

In ForestCrew, skidding and piling work can be planned as work orders with a GPS position, and the resulting piles documented with geotagged photos. For timber trading and logistics beyond the boundaries of your own operation, our sister product TimberTraxx is available.

## Conclusion

Good log pile management starts not in the office but at the forest road: with a unique number, a photo and coordinates. Keep the chain of statuses from felling to invoice up to date, and you avoid wasted trips, volume discrepancies and beetle-infested timber at the stand edge. The result is a timber sale that everyone involved can follow – and a forest where no pile is forgotten.
`,
  },
];
