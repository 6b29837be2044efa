import type { SeedTranslation } from "./seed-translation.ts";

/**
 * German for a fresh install (Sie, as a B2B site in Germany writes): every line of the English seed
 * pages and settings (seed-translation.ts). Trade terms as the German market uses them: Testkauf,
 * Mystery Shopping, Qualitätskontrolle, Konformitätsbewertung, akkreditierte Prüflabore. Figures are
 * the English ones in German notation (2,1 Mio. $; 2.600); names, retailers and cities stay as written.
 * The English "Terms of Service" cover the website only, so they are "Nutzungsbedingungen", not AGB.
 */
export const DE: SeedTranslation = {
  tag: "de",
  slugs: {
    services: "leistungen",
    "case-studies": "fallstudien",
    "case-study-1": "fallstudie-retouren-elektronikhandel",
    "case-study-2": "fallstudie-konformitaet-kosmetikmarke",
    "case-study-3": "fallstudie-qualitaet-haushaltswaren",
    "how-it-works": "so-funktionierts",
    contact: "kontakt",
    "request-a-quote": "angebot-anfordern",
    "privacy-policy": "datenschutz",
    "terms-of-service": "nutzungsbedingungen",
  },
  // The illustrations with German words (figures in German notation, 98 %): public/images/de/.
  images: {
    "/images/hero-illustration.svg": "/images/de/hero-illustration.svg",
    "/images/case-study-1.svg": "/images/de/case-study-1.svg",
    "/images/case-study-2.svg": "/images/de/case-study-2.svg",
    // The sharing card a page without an image of its own shows (the settings' default, DEFAULT_SHARE_IMAGE).
    "/images/og-card.png": "/images/de/og-card.png",
  },
  text: {
    // Home
    "Test Buying and Product Quality Control": "Testkäufe und Qualitätskontrolle für Produkte",
    "Test buying and product quality control for global brands and retailers: mystery shopping, inspections, compliance checks and clear, actionable reports.":
      "Testkäufe und Qualitätskontrolle für Marken und Händler weltweit: Mystery Shopping, Inspektionen, Konformitätsprüfungen und klare, umsetzbare Berichte.",
    "Test buying and product quality control": "Testkäufe und Qualitätskontrolle",
    "Independent Test Buying and Quality Control for Global Brands": "Unabhängige Testkäufe und Qualitätskontrolle für internationale Marken",
    "We buy, inspect and test your products exactly as your customers receive them, then show you what to fix, so that every product on the shelf meets the standard your brand promises.":
      "Wir kaufen, inspizieren und prüfen Ihre Produkte genau so, wie Ihre Kunden sie erhalten, und zeigen Ihnen, was zu beheben ist – damit jedes Produkt im Regal den Standard erfüllt, den Ihre Marke verspricht.",
    "Get Started": "Jetzt anfragen",
    "Explore Services": "Leistungen entdecken",
    "Anonymous purchases through real retail channels": "Anonyme Käufe über reale Handelskanäle",
    "Accredited partner laboratories": "Akkreditierte Partnerlabore",
    "Clear reports in 2-4 weeks": "Klare Berichte in 2–4 Wochen",
    "An inspector reviewing a product checklist beside a parcel, a magnifying glass and a quality score":
      "Ein Prüfer geht neben einem Paket, einer Lupe und einer Qualitätsbewertung eine Produkt-Checkliste durch",
    "Trusted by teams selling through": "Bewährt bei Teams, die über diese Händler verkaufen",
    "About BrandCheck": "Über BrandCheck",
    "See Your Products Through Your Customers' Eyes": "Sehen Sie Ihre Produkte mit den Augen Ihrer Kunden",
    "Factory reports tell you what left the production line. We tell you what arrived: our specialists in London, Hong Kong, Sydney and Frankfurt buy, inspect and test products from the same shelves and sites your customers use.":
      "Werksberichte sagen Ihnen, was die Produktionslinie verlassen hat. Wir sagen Ihnen, was angekommen ist: Unsere Fachleute in London, Hongkong, Sydney und Frankfurt kaufen, inspizieren und prüfen Produkte aus denselben Regalen und Onlineshops, die auch Ihre Kunden nutzen.",
    "Thorough Assessment": "Gründliche Bewertung",
    "Every product is bought, inspected and tested against a plan agreed with you, across the channels and markets that matter to your business.":
      "Jedes Produkt wird nach einem mit Ihnen abgestimmten Plan gekauft, inspiziert und geprüft – über alle Kanäle und Märkte, die für Ihr Geschäft zählen.",
    "Actionable Insights": "Umsetzbare Erkenntnisse",
    "Clear findings, photographs and prioritized recommendations that your product, sourcing and retail teams can act on straight away.":
      "Klare Befunde, Fotos und priorisierte Empfehlungen, die Ihre Produkt-, Einkaufs- und Vertriebsteams sofort umsetzen können.",
    "Expert Guidance": "Fachkundige Beratung",
    "Specialists in consumer electronics, beauty, home goods and more help you fix problems at their source, not just report them.":
      "Fachleute für Unterhaltungselektronik, Kosmetik, Haushaltswaren und mehr helfen Ihnen, Probleme an der Ursache zu beheben, statt sie nur zu melden.",
    "Discover how we can help": "Erfahren Sie, wie wir Sie unterstützen",
    "Proven results": "Nachweisbare Ergebnisse",
    "What Our Clients Measured": "Was unsere Kunden gemessen haben",
    "Figures from three recent engagements, measured by the clients themselves in the year after our work.":
      "Zahlen aus drei aktuellen Projekten, von den Kunden selbst im Jahr nach unserer Arbeit gemessen.",
    "35%": "35%",
    "fewer product returns": "weniger Produktretouren",
    "Electronics retailer": "Elektronikhändler",
    "$2.1M": "2,1 Mio. $",
    "annual savings": "Einsparungen pro Jahr",
    "40%": "40%",
    "fewer negative reviews": "weniger negative Bewertungen",
    "Home goods manufacturer": "Hersteller von Haushaltswaren",
    "25%": "25%",
    "higher customer satisfaction": "höhere Kundenzufriedenheit",
    "4 months": "4 Monate",
    "saved on time to market": "schnellere Markteinführung",
    "Beauty brand": "Kosmetikmarke",
    "Monthly mystery shopping gives us an honest view of how our products are presented by every retail partner. It has become part of how we run the business.":
      "Das monatliche Mystery Shopping zeigt uns ehrlich, wie jeder Handelspartner unsere Produkte präsentiert. Es ist fester Bestandteil unserer Unternehmensführung geworden.",
    "Brand Director, personal care brand": "Brand Director, Marke für Körperpflege",
    "What we do": "Was wir tun",
    "Services Built Around Your Products": "Leistungen, die sich nach Ihren Produkten richten",
    "From a single mystery-shopping exercise to a year-round quality program, every engagement is planned around your products, channels and markets.":
      "Vom einzelnen Mystery-Shopping-Einsatz bis zum ganzjährigen Qualitätsprogramm: Jedes Projekt planen wir rund um Ihre Produkte, Kanäle und Märkte.",
    "Test Buying": "Testkäufe",
    "Anonymous purchases through real retail channels show you what your customers receive, from packaging and paperwork to the product itself.":
      "Anonyme Käufe über reale Handelskanäle zeigen Ihnen, was Ihre Kunden erhalten – von Verpackung und Begleitpapieren bis zum Produkt selbst.",
    "Quality Control": "Qualitätskontrolle",
    "Structured performance, durability and safety testing of retail samples catches defects before they turn into returns and poor reviews.":
      "Strukturierte Leistungs-, Haltbarkeits- und Sicherheitsprüfungen von Handelsmustern decken Mängel auf, bevor daraus Retouren und schlechte Bewertungen werden.",
    "Consulting Services": "Beratung",
    "Practical guidance for your teams and suppliers that removes the root causes of quality problems and keeps them from coming back.":
      "Praxisnahe Beratung für Ihre Teams und Lieferanten, die die Ursachen von Qualitätsproblemen beseitigt und verhindert, dass sie wiederkehren.",
    "View All Services": "Alle Leistungen ansehen",
    "Client Story: Returns Down by a Third": "Kundenbeispiel: Retouren um ein Drittel gesenkt",
    "Read full case study": "Ganze Fallstudie lesen",
    "Illustration of a returned electronics parcel with a downward trend chart": "Illustration eines zurückgesandten Elektronikpakets mit einer fallenden Trendkurve",
    "Product Returns": "Produktretouren",
    Electronics: "Elektronik",
    "Cutting Product Returns for a Leading Electronics Retailer": "Weniger Produktretouren für einen führenden Elektronikhändler",
    "A multi-channel electronics retailer was losing margin to returns on its own-brand range. Test buying traced the causes to packaging, accessories and instructions.":
      "Ein Multichannel-Elektronikhändler verlor bei seinen Eigenmarken Marge durch Retouren. Testkäufe führten die Ursachen auf Verpackung, Zubehör und Anleitungen zurück.",
    "Client feedback": "Kundenstimmen",
    "Trusted by Quality and Compliance Leaders": "Das Vertrauen von Verantwortlichen für Qualität und Compliance",
    "Their test buyers found packaging damage our own warehouse checks had missed for months. The fixes paid for the program within a quarter.":
      "Die Testkäufer fanden Verpackungsschäden, die unsere eigenen Lagerkontrollen monatelang übersehen hatten. Die Korrekturen haben das Programm innerhalb eines Quartals bezahlt gemacht.",
    "Head of Quality, consumer electronics retailer": "Leiterin Qualität, Händler für Unterhaltungselektronik",
    "The compliance review was thorough and, more importantly, practical. Every finding came with a clear next step and a priority.":
      "Die Konformitätsprüfung war gründlich und, was noch wichtiger ist, praxisnah. Zu jedem Befund gab es einen klaren nächsten Schritt und eine Priorität.",
    "Head of Regulatory Affairs, beauty brand": "Leiterin Regulatory Affairs, Kosmetikmarke",
    "BrandCheck's inspectors gave our suppliers specific, photographed evidence. Conversations that used to take weeks now take a single call.":
      "Die Prüfer von BrandCheck haben unseren Lieferanten konkrete, fotografisch belegte Nachweise vorgelegt. Abstimmungen, die früher Wochen dauerten, erledigen wir heute in einem Telefonat.",
    "VP of Operations, home goods manufacturer": "VP Operations, Hersteller von Haushaltswaren",
    "Latest Insights": "Aktuelle Insights",
    "Findings from our test purchases and quality checks, and what new regulations mean for your products.":
      "Erkenntnisse aus unseren Testkäufen und Qualitätskontrollen – und was neue Vorschriften für Ihre Produkte bedeuten.",
    "Ready to See What Your Customers See?": "Möchten Sie sehen, was Ihre Kunden sehen?",
    "Tell us about your products and markets, and we will propose an assessment plan within two business days.":
      "Erzählen Sie uns von Ihren Produkten und Märkten – innerhalb von zwei Werktagen schlagen wir Ihnen einen Prüfplan vor.",
    "Get in Touch": "Kontakt aufnehmen",

    // Services
    Services: "Leistungen",
    "Test buying, quality control, compliance assessment, consulting and reporting services that keep your products, and your brand, up to standard.":
      "Testkäufe, Qualitätskontrolle, Konformitätsbewertung, Beratung und Reporting, damit Ihre Produkte – und Ihre Marke – den Anforderungen entsprechen.",
    "Our Services": "Unsere Leistungen",
    "Services That Protect Your Products and Your Brand": "Leistungen, die Ihre Produkte und Ihre Marke schützen",
    "Five services that work on their own or together: we find out what your customers really receive, test it against your standards and the law, and help you fix what falls short.":
      "Fünf Leistungen, einzeln oder kombiniert: Wir finden heraus, was Ihre Kunden tatsächlich erhalten, prüfen es gegen Ihre Standards und die gesetzlichen Vorgaben und helfen Ihnen, Mängel zu beheben.",
    "Services on this page": "Leistungen auf dieser Seite",
    "Compliance Assessment": "Konformitätsbewertung",
    "Reporting & Analytics": "Berichte & Analysen",
    "We buy your products the way your customers do: anonymously, through the same stores, marketplaces and delivery options. You see exactly what arrives on a shopper's doorstep, not what left the factory.":
      "Wir kaufen Ihre Produkte so, wie Ihre Kunden es tun: anonym, in denselben Geschäften, auf denselben Marktplätzen und mit denselben Lieferoptionen. Sie sehen genau, was beim Kunden ankommt – nicht, was das Werk verlassen hat.",
    "Mystery Shopping": "Mystery Shopping",
    "Trained shoppers purchase in-store and online, recording availability, pricing, service and the full unboxing experience.":
      "Geschulte Testkäufer kaufen im Geschäft und online ein und dokumentieren Verfügbarkeit, Preise, Service und das gesamte Auspackerlebnis.",
    "Packaging Assessment": "Verpackungsprüfung",
    "We check that packaging protects the product in transit, matches your brand guidelines and arrives intact and complete.":
      "Wir prüfen, ob die Verpackung das Produkt beim Transport schützt, Ihren Markenrichtlinien entspricht und unversehrt und vollständig ankommt.",
    "Competitive Analysis": "Wettbewerbsanalyse",
    "Side-by-side purchases of competitor products show how your quality, presentation and value compare on the shelf.":
      "Parallele Käufe von Wettbewerbsprodukten zeigen, wie sich Ihre Qualität, Präsentation und Ihr Preis-Leistungs-Verhältnis im Regal behaupten.",
    "Documentation Review": "Prüfung der Begleitdokumente",
    "Manuals, warranty cards, inserts and receipts are reviewed for accuracy, language coverage and consistency with your listings.":
      "Bedienungsanleitungen, Garantiekarten, Beilagen und Kaufbelege werden auf Richtigkeit, Sprachabdeckung und Übereinstimmung mit Ihren Produktangeboten geprüft.",
    "Our inspectors put retail samples through structured, repeatable tests so that defects are caught by us rather than by your customers, your retail partners or your reviewers.":
      "Unsere Prüfer unterziehen Handelsmuster strukturierten, reproduzierbaren Tests, damit wir Mängel entdecken – und nicht Ihre Kunden, Ihre Handelspartner oder Ihre Rezensenten.",
    "Performance Testing": "Leistungsprüfung",
    "Products are tested against your specifications and advertised claims, from battery life to load capacity.":
      "Produkte werden gegen Ihre Spezifikationen und beworbenen Eigenschaften geprüft, von der Akkulaufzeit bis zur Belastbarkeit.",
    "Durability Assessment": "Haltbarkeitsprüfung",
    "Repeated-use, drop and wear tests reveal how products hold up over the months your customers expect them to last.":
      "Dauer-, Fall- und Verschleißtests zeigen, wie sich Produkte über die Monate bewähren, die Ihre Kunden von ihnen erwarten.",
    "Safety Inspection": "Sicherheitsinspektion",
    "We look for sharp edges, overheating, loose parts and other hazards before they become incidents or recalls.":
      "Wir suchen nach scharfen Kanten, Überhitzung, losen Teilen und anderen Gefahren, bevor daraus Vorfälle oder Rückrufe werden.",
    "Visual and Functional Analysis": "Sicht- und Funktionsprüfung",
    "Finish, color, fit and every control and feature are checked against your golden sample and approved specification.":
      "Oberfläche, Farbe, Passform sowie jedes Bedienelement und jede Funktion werden mit Ihrem Referenzmuster (Golden Sample) und der freigegebenen Spezifikation abgeglichen.",
    "Regulations differ from market to market and change often. We check the products actually on sale against the rules that apply where they are sold, so you can fix gaps before a regulator or marketplace finds them.":
      "Vorschriften unterscheiden sich von Markt zu Markt und ändern sich häufig. Wir prüfen die tatsächlich verkauften Produkte gegen die Regeln, die am Verkaufsort gelten, damit Sie Lücken schließen können, bevor eine Behörde oder ein Marktplatz sie findet.",
    "Regulatory Compliance Check": "Prüfung der regulatorischen Konformität",
    "Products are reviewed against the applicable requirements in each target market, including UKCA, CE and sector-specific rules.":
      "Produkte werden gegen die geltenden Anforderungen in jedem Zielmarkt geprüft, einschließlich UKCA, CE und branchenspezifischer Vorschriften.",
    "Labeling and Warning Evaluation": "Prüfung von Kennzeichnung und Warnhinweisen",
    "We verify ingredient lists, warnings, symbols, translations and importer details on the label and packaging.":
      "Wir prüfen Inhaltsstofflisten, Warnhinweise, Symbole, Übersetzungen und Importeursangaben auf Etikett und Verpackung.",
    "Material Safety Analysis": "Prüfung der Materialsicherheit",
    "Accredited partner laboratories test for restricted substances and confirm material declarations from your suppliers.":
      "Akkreditierte Partnerlabore prüfen auf beschränkte Stoffe und bestätigen die Materialdeklarationen Ihrer Lieferanten.",
    "Risk Assessment": "Risikobewertung",
    "Each finding is rated by likelihood and impact, so your team knows which issues to fix first and which can wait.":
      "Jeder Befund wird nach Eintrittswahrscheinlichkeit und Auswirkung bewertet, damit Ihr Team weiß, was zuerst behoben werden muss und was warten kann.",
    "Finding problems is only half the job. Our consultants work with your product, sourcing and customer-service teams to remove the causes and keep quality high from one season to the next.":
      "Probleme zu finden ist nur die halbe Arbeit. Unsere Berater arbeiten mit Ihren Produkt-, Einkaufs- und Kundenservice-Teams daran, die Ursachen zu beseitigen und die Qualität von Saison zu Saison hoch zu halten.",
    "Quality Improvement Planning": "Planung der Qualitätsverbesserung",
    "We turn assessment findings into a prioritized plan with owners, milestones and measurable targets.":
      "Wir machen aus den Prüfergebnissen einen priorisierten Plan mit Verantwortlichen, Meilensteinen und messbaren Zielen.",
    "Process Optimization": "Prozessoptimierung",
    "Inspection points, acceptance criteria and hand-offs are redesigned so defects are caught earlier and at lower cost.":
      "Prüfpunkte, Abnahmekriterien und Übergaben werden so neu gestaltet, dass Mängel früher und kostengünstiger erkannt werden.",
    "Training and Education": "Schulung und Weiterbildung",
    "Workshops give your staff and suppliers the checklists and skills to apply the same standards we do.":
      "Workshops geben Ihren Mitarbeitenden und Lieferanten die Checklisten und Fähigkeiten, dieselben Standards anzuwenden wie wir.",
    "Supplier Management Guidance": "Beratung zum Lieferantenmanagement",
    "We help you set quality agreements, audit schedules and scorecards that hold suppliers to a consistent standard.":
      "Wir helfen Ihnen, Qualitätssicherungsvereinbarungen, Auditpläne und Scorecards festzulegen, die Lieferanten auf einen einheitlichen Standard verpflichten.",
    "Every engagement ends in a clear report your whole organization can act on, from the executive summary for leadership to the defect-level detail your suppliers need.":
      "Jedes Projekt endet mit einem klaren Bericht, mit dem Ihr ganzes Unternehmen arbeiten kann – von der Management Summary für die Geschäftsleitung bis zu den Mängeldetails, die Ihre Lieferanten brauchen.",
    "Comprehensive Documentation": "Lückenlose Dokumentation",
    "Each sample, test and finding is recorded with dates, locations, batch numbers and the method used.":
      "Jedes Muster, jede Prüfung und jeder Befund wird mit Datum, Ort, Chargennummer und angewandter Methode erfasst.",
    "Actionable Recommendations": "Umsetzbare Empfehlungen",
    "Findings come with specific, prioritized next steps rather than a list of problems to interpret yourself.":
      "Zu den Befunden erhalten Sie konkrete, priorisierte nächste Schritte statt einer Problemliste, die Sie selbst auswerten müssen.",
    "Trend Analysis": "Trendanalyse",
    "Ongoing programs track results across batches, regions and retailers, so you can see whether quality is improving.":
      "Laufende Programme verfolgen die Ergebnisse über Chargen, Regionen und Händler hinweg, sodass Sie sehen, ob sich die Qualität verbessert.",
    "Visual Documentation": "Bilddokumentation",
    "High-resolution photographs and video of every defect make issues easy to share with suppliers and retail partners.":
      "Hochauflösende Fotos und Videos jedes Mangels machen es leicht, Probleme mit Lieferanten und Handelspartnern zu teilen.",
    "Not Sure Where to Start?": "Sie wissen nicht, wo Sie anfangen sollen?",
    "Tell us what is worrying you, whether it is returns, reviews, a new market or a new supplier, and we will recommend the right mix of services.":
      "Sagen Sie uns, was Sie beschäftigt – Retouren, Bewertungen, ein neuer Markt oder ein neuer Lieferant –, und wir empfehlen Ihnen die passende Kombination von Leistungen.",
    "Request a Quote": "Angebot anfordern",
    "Tell Us What You Need Checked": "Sagen Sie uns, was wir prüfen sollen",
    "A few details about your products and markets are enough for a tailored proposal. We reply within two business days.":
      "Ein paar Angaben zu Ihren Produkten und Märkten genügen für ein passendes Angebot. Wir antworten innerhalb von zwei Werktagen.",
    "Tell us about your products, markets and timeline, and receive a tailored proposal for test buying and quality control within two business days.":
      "Nennen Sie uns Produkte, Märkte und Zeitrahmen: In zwei Werktagen erhalten Sie ein passendes Angebot für Testkäufe und Qualitätskontrolle.",

    // Case studies
    "Case Studies": "Fallstudien",
    "How brands and retailers used test buying and quality control to cut returns by 35%, reach market 4 months sooner and reduce negative reviews by 40%.":
      "Wie Marken und Händler dank Testkäufen und Qualitätskontrolle 35% weniger Retouren, 40% weniger negative Bewertungen und 4 Monate früher Marktreife erreichten.",
    "Real Results for Brands and Retailers": "Echte Ergebnisse für Marken und Händler",
    "Fewer returns, faster launches and happier customers. Here is how our clients used test buying and quality control to solve problems that were costing them money.":
      "Weniger Retouren, schnellere Markteinführungen und zufriedenere Kunden. So haben unsere Kunden mit Testkäufen und Qualitätskontrolle Probleme gelöst, die sie Geld gekostet haben.",
    "Client stories": "Kundenbeispiele",
    "Illustration of cosmetic bottles beside a compliance checklist": "Illustration von Kosmetikflaschen neben einer Compliance-Checkliste",
    Compliance: "Compliance",
    Beauty: "Kosmetik",
    Labeling: "Kennzeichnung",
    "Getting a Beauty Brand Compliant and to Market Faster": "Eine Kosmetikmarke konform und schneller am Markt",
    "A fast-growing skincare and cosmetics brand needed its full range to meet UK and EU rules before launch. We found the gaps and helped close them months ahead of plan.":
      "Eine schnell wachsende Hautpflege- und Kosmetikmarke musste vor dem Marktstart ihr gesamtes Sortiment an die Vorschriften im Vereinigten Königreich und in der EU anpassen. Wir fanden die Lücken und halfen, sie Monate vor Plan zu schließen.",
    "Illustration of a cooking pan and storage containers with a quality seal": "Illustration einer Pfanne und von Vorratsdosen mit einem Qualitätssiegel",
    "Home Goods": "Haushaltswaren",
    "Supplier Management": "Lieferantenmanagement",
    "Raising Product Quality for a Home Goods Manufacturer": "Höhere Produktqualität für einen Hersteller von Haushaltswaren",
    "Negative reviews were putting a cookware and kitchen storage range at risk with its retail partners. Structured quality control found the causes at three factories.":
      "Negative Bewertungen gefährdeten ein Sortiment aus Kochgeschirr und Küchenaufbewahrung bei den Handelspartnern. Strukturierte Qualitätskontrolle fand die Ursachen in drei Werken.",
    Testimonials: "Kundenstimmen",
    "What Our Clients Say": "Was unsere Kunden sagen",
    "Quality, compliance and operations leaders on working with our team.": "Verantwortliche aus Qualität, Compliance und Operations über die Zusammenarbeit mit unserem Team.",
    "Quick turnaround and detailed reports across four markets. We would have liked the first report a few days sooner, but the quality of the findings was excellent.":
      "Schnelle Bearbeitung und detaillierte Berichte für vier Märkte. Den ersten Bericht hätten wir gern ein paar Tage früher gehabt, aber die Qualität der Befunde war hervorragend.",
    "Category Manager, sporting goods retailer": "Category Manager, Sportartikelhändler",
    "The training workshops lifted our own team's inspection standards. A few more sessions in our suppliers' local languages would make it even better.":
      "Die Schulungsworkshops haben die Prüfstandards unseres eigenen Teams angehoben. Ein paar Termine mehr in den Landessprachen unserer Lieferanten würden sie noch besser machen.",
    "Supply Chain Lead, toy manufacturer": "Leiter Lieferkette, Spielzeughersteller",
    "Your Success Story Starts Here": "Ihre Erfolgsgeschichte beginnt hier",
    "Whatever is holding your products back, we can help you find it and fix it. Tell us about your challenge.":
      "Was auch immer Ihre Produkte ausbremst: Wir helfen Ihnen, es zu finden und zu beheben. Schildern Sie uns Ihre Herausforderung.",

    // Case study 1
    "Reducing Product Returns for an Electronics Retailer": "Weniger Produktretouren für einen Elektronikhändler",
    "How test buying and quality control cut own-brand returns by 35% and saved a multi-channel electronics retailer $2.1M a year.":
      "Wie Testkäufe und Qualitätskontrolle die Eigenmarken-Retouren um 35% senkten und einem Multichannel-Elektronikhändler 2,1 Mio. $ pro Jahr sparten.",
    "Back to Case Studies": "Zurück zu den Fallstudien",
    "Multi-channel consumer electronics retailer, 280 stores in the UK and Europe": "Multichannel-Händler für Unterhaltungselektronik, 280 Filialen im Vereinigten Königreich und in Europa",
    "The Challenge": "Die Herausforderung",
    "Our Approach": "Unser Vorgehen",
    "Key Findings": "Die wichtigsten Befunde",
    "Solution Implementation": "Umsetzung der Lösung",
    Results: "Ergebnisse",
    "Further outcomes": "Weitere Ergebnisse",
    "Returns on the retailer's own-brand headphones, speakers and small kitchen appliances had climbed to 14% of units sold, more than double the rate for the branded products on the same shelves. Each return cost the business shipping, handling and, in most cases, a write-off.":
      "Die Retourenquote bei Kopfhörern, Lautsprechern und Küchenkleingeräten der Eigenmarke war auf 14% der verkauften Einheiten gestiegen – mehr als doppelt so hoch wie bei den Markenprodukten im selben Regal. Jede Retoure kostete Versand, Bearbeitung und in den meisten Fällen eine Abschreibung.",
    'Return reasons captured at the till and online were vague ("faulty", "not as described"), and internal inspections at the distribution center found very few defects. The team could see the cost but not the cause.':
      "Die an der Kasse und online erfassten Retourengründe waren vage („defekt“, „nicht wie beschrieben“), und interne Kontrollen im Verteilzentrum fanden kaum Mängel. Das Team sah die Kosten, aber nicht die Ursache.",
    "We designed a test-buying program that followed the customer's journey rather than the supply chain. Over six weeks our shoppers bought 620 units across 12 product lines from 40 stores, the retailer's own website and three third-party marketplaces, using home delivery, click and collect and in-store purchase.":
      "Wir entwickelten ein Testkaufprogramm, das dem Weg des Kunden folgte statt der Lieferkette. Über sechs Wochen kauften unsere Testkäufer 620 Einheiten aus 12 Produktlinien in 40 Filialen, im Onlineshop des Händlers und auf drei Drittanbieter-Marktplätzen – per Lieferung nach Hause, Click & Collect und Kauf im Geschäft.",
    "Every unit was unboxed on camera, checked against the listing and the approved specification, and put through performance and durability tests in our Frankfurt and Hong Kong facilities. We then compared our findings with 18 months of anonymized return records to see which issues explained the most returns.":
      "Jede Einheit wurde vor laufender Kamera ausgepackt, mit dem Produktangebot und der freigegebenen Spezifikation abgeglichen und in unseren Prüfeinrichtungen in Frankfurt und Hongkong Leistungs- und Haltbarkeitstests unterzogen. Anschließend verglichen wir unsere Befunde mit anonymisierten Retourendaten aus 18 Monaten, um zu sehen, welche Probleme die meisten Retouren erklärten.",
    "38% of returns were linked to missing or wrong accessories, most often a charger with the wrong plug for the country of sale.":
      "38% der Retouren gingen auf fehlendes oder falsches Zubehör zurück, meist ein Ladegerät mit dem falschen Stecker für das Verkaufsland.",
    "9% of home-delivered units arrived with damaged packaging, and one in four of those had a cosmetic defect on the product itself.":
      "9% der nach Hause gelieferten Einheiten kamen mit beschädigter Verpackung an, und jede vierte davon hatte einen optischen Mangel am Produkt selbst.",
    "The quick-start guide for wireless products did not explain Bluetooth pairing, so working units were being returned as faulty.":
      "Die Schnellstartanleitung der kabellosen Produkte erklärte die Bluetooth-Kopplung nicht, sodass funktionierende Geräte als defekt zurückgeschickt wurden.",
    "Battery capacity on one supplier's speakers measured 18% below the figure printed on the box.":
      "Die gemessene Akkukapazität der Lautsprecher eines Lieferanten lag 18% unter dem auf der Verpackung angegebenen Wert.",
    "We worked with the retailer's sourcing team and two suppliers to introduce region-specific accessory kits with a packing checklist at the factory, and to redesign the outer cartons and inserts for parcel delivery.":
      "Gemeinsam mit dem Einkaufsteam des Händlers und zwei Lieferanten führten wir länderspezifische Zubehörsets mit einer Packcheckliste im Werk ein und gestalteten Umkartons und Einlagen für den Paketversand neu.",
    "Our technical writers rewrote the quick-start guides with step-by-step pairing instructions and a QR code linking to a short video. The underperforming supplier agreed a corrective action plan with battery testing on every production batch.":
      "Unsere Technischen Redakteure schrieben die Schnellstartanleitungen neu, mit einer Schritt-für-Schritt-Anleitung zur Kopplung und einem QR-Code, der zu einem kurzen Video führt. Der leistungsschwache Lieferant vereinbarte einen Korrekturmaßnahmenplan mit Akkuprüfung bei jeder Produktionscharge.",
    "A monthly test-buying program now samples each product line, so the retailer sees problems within weeks rather than after a season of returns.":
      "Ein monatliches Testkaufprogramm prüft nun Stichproben jeder Produktlinie, sodass der Händler Probleme innerhalb weniger Wochen erkennt statt erst nach einer Saison voller Retouren.",
    "Within two quarters of the changes going live, returns fell across every product line we assessed.":
      "Innerhalb von zwei Quartalen nach Einführung der Änderungen sanken die Retouren in jeder von uns geprüften Produktlinie.",
    "Damaged-on-arrival rate for home deliveries fell from 9% to under 2%.": "Der Anteil beschädigt angekommener Hauslieferungen sank von 9% auf unter 2%.",
    "Customer service contacts about pairing problems halved.": "Kundenservice-Anfragen zu Kopplungsproblemen halbierten sich.",
    "Supplier scorecards were adopted for the retailer's entire own-brand range.": "Lieferanten-Scorecards wurden für das gesamte Eigenmarkensortiment des Händlers eingeführt.",
    "We had spent a year looking at returns from the warehouse. BrandCheck looked at them from the customer's doorstep, and within weeks we knew exactly what to fix.":
      "Wir hatten die Retouren ein Jahr lang aus Sicht des Lagers betrachtet. BrandCheck hat sie aus Sicht der Haustür des Kunden betrachtet, und nach wenigen Wochen wussten wir genau, was zu tun war.",
    "Director of Own-Brand Products": "Director Eigenmarken",
    "More Case Studies": "Weitere Fallstudien",
    "Facing a Similar Challenge?": "Stehen Sie vor einer ähnlichen Herausforderung?",
    "Tell us about your products and what is going wrong. We will show you how we would find the cause and what it could be worth to fix it.":
      "Erzählen Sie uns von Ihren Produkten und davon, was schiefläuft. Wir zeigen Ihnen, wie wir die Ursache finden würden und was Ihnen die Behebung bringen kann.",
    "Discuss Your Project": "Projekt besprechen",

    // Case study 2
    "Compliance Assessment for a Beauty Brand": "Konformitätsbewertung für eine Kosmetikmarke",
    "How a compliance assessment of 48 products helped a fast-growing beauty brand launch in the UK and EU four months ahead of plan.":
      "Wie eine Konformitätsbewertung von 48 Produkten einer wachsenden Kosmetikmarke half, vier Monate früher als geplant in Großbritannien und der EU zu starten.",
    "Independent skincare and cosmetics brand, expanding from North America into the UK and EU":
      "Unabhängige Hautpflege- und Kosmetikmarke auf dem Weg von Nordamerika ins Vereinigte Königreich und in die EU",
    "The brand planned to launch 48 products in the UK and EU through its own web store and two major marketplaces. Its labels and claims had been written for North America, and several listings had already been flagged by a marketplace during a trial.":
      "Die Marke wollte 48 Produkte im Vereinigten Königreich und in der EU über den eigenen Onlineshop und zwei große Marktplätze einführen. Etiketten und Werbeaussagen waren für Nordamerika verfasst, und ein Marktplatz hatte bei einem Testlauf bereits mehrere Angebote beanstandet.",
    "The brand's own estimate for reviewing every label, formula and claim was ten months, which would have missed the retail buying window for the following year.":
      "Die Marke selbst schätzte den Aufwand für die Prüfung aller Etiketten, Rezepturen und Werbeaussagen auf zehn Monate – damit hätte sie das Einkaufsfenster des Handels für das Folgejahr verpasst.",
    "We bought the full range from the brand's web store and from marketplace sellers, so we assessed the products customers would actually receive, including older stock still in circulation.":
      "Wir kauften das gesamte Sortiment im Onlineshop der Marke und bei Marktplatzhändlern, um die Produkte zu prüfen, die Kunden tatsächlich erhalten würden – einschließlich älterer Ware, die noch im Umlauf war.",
    "Our compliance specialists reviewed every label and listing against the UK Cosmetics Regulation and EU Regulation 1223/2009. Partner laboratories tested formulas for restricted substances and declarable fragrance allergens, and we reviewed the evidence behind each marketing claim.":
      "Unsere Compliance-Fachleute prüften jedes Etikett und jedes Angebot anhand der britischen Kosmetikverordnung und der EU-Verordnung 1223/2009. Partnerlabore untersuchten die Rezepturen auf beschränkte Stoffe und deklarationspflichtige Duftstoffallergene, und wir prüften die Belege für jede Werbeaussage.",
    "22 of the 48 products had labeling gaps, including missing Responsible Person details, untranslated warnings and incorrectly ordered ingredient lists.":
      "22 der 48 Produkte wiesen Kennzeichnungslücken auf, darunter fehlende Angaben zur verantwortlichen Person, unübersetzte Warnhinweise und falsch geordnete Inhaltsstofflisten.",
    "Three products contained a fragrance allergen above the labeling threshold that was not declared on the pack.":
      "Drei Produkte enthielten ein Duftstoffallergen oberhalb des Kennzeichnungsschwellenwerts, das auf der Verpackung nicht angegeben war.",
    'Several "clinically proven" claims were not supported by evidence that would satisfy a regulator.':
      "Mehrere Aussagen wie „klinisch erwiesen“ waren nicht durch Nachweise belegt, die einer Behörde genügt hätten.",
    "Travel-size products carried no batch code, which would prevent a targeted recall.": "Produkte in Reisegröße trugen keinen Chargencode, was einen gezielten Rückruf unmöglich gemacht hätte.",
    "We produced compliant label templates for each market and worked with the brand's designers to roll them out across the range in two print runs.":
      "Wir erstellten konforme Etikettvorlagen für jeden Markt und setzten sie gemeinsam mit den Designern der Marke in zwei Druckläufen für das ganze Sortiment um.",
    "The brand introduced a claims sign-off process using our evidence checklist, and its contract manufacturer now supplies material declarations for every new formula.":
      "Die Marke führte einen Freigabeprozess für Werbeaussagen auf Basis unserer Nachweis-Checkliste ein, und ihr Lohnhersteller liefert nun für jede neue Rezeptur Materialdeklarationen.",
    "A pre-launch checklist and quarterly marketplace test buys keep new products and third-party listings in line with the rules.":
      "Eine Checkliste vor dem Marktstart und vierteljährliche Testkäufe auf Marktplätzen halten neue Produkte und Angebote von Drittanbietern regelkonform.",
    "The full range launched in the UK and EU on schedule for the retail buying window.":
      "Das gesamte Sortiment kam pünktlich zum Einkaufsfenster des Handels im Vereinigten Königreich und in der EU auf den Markt.",
    "48 of 48": "48 von 48",
    "products approved by marketplaces first time": "Produkten im ersten Anlauf von Marktplätzen freigegeben",
    "No listings removed or suspended since launch.": "Seit dem Marktstart wurde kein Angebot entfernt oder gesperrt.",
    "Compliance review time for new products cut from weeks to days.": "Die Konformitätsprüfung neuer Produkte dauert Tage statt Wochen.",
    "A retailer audit was passed with no corrective actions.": "Ein Audit durch einen Händler wurde ohne Korrekturmaßnahmen bestanden.",
    "BrandCheck gave us a clear, prioritized list instead of a mountain of regulations. We launched months earlier than we thought possible, with complete confidence in our labels.":
      "BrandCheck hat uns statt eines Bergs von Vorschriften eine klare, priorisierte Liste gegeben. Wir sind Monate früher gestartet, als wir für möglich hielten – mit vollem Vertrauen in unsere Etiketten.",
    "Head of Regulatory Affairs": "Leiterin Regulatory Affairs",

    // Case study 3
    "Quality Control for a Home Goods Manufacturer": "Qualitätskontrolle für einen Hersteller von Haushaltswaren",
    "How quality control and supplier guidance cut negative reviews by 40% and raised customer satisfaction by 25% for a home goods manufacturer.":
      "Wie Qualitätskontrolle und Lieferantenberatung einem Haushaltswarenhersteller 40% weniger negative Bewertungen und 25% mehr Kundenzufriedenheit brachten.",
    "Cookware and kitchen storage manufacturer selling through national retail chains": "Hersteller von Kochgeschirr und Küchenaufbewahrung mit Vertrieb über landesweite Handelsketten",
    "Online reviews of the manufacturer's best-selling cookware and storage lines had turned negative, citing worn non-stick coatings, lids that did not fit and glass containers that cracked. Its largest retail partner had put the range under review.":
      "Die Onlinebewertungen der meistverkauften Kochgeschirr- und Aufbewahrungslinien des Herstellers waren ins Negative gekippt: abgenutzte Antihaftbeschichtungen, nicht passende Deckel und gesprungene Glasbehälter. Der größte Handelspartner hatte das Sortiment auf den Prüfstand gestellt.",
    "Products were made by three factories in two countries, and each factory's own inspection reports showed pass rates above 98%.":
      "Die Produkte stammten aus drei Werken in zwei Ländern, und die eigenen Prüfberichte jedes Werks wiesen Annahmequoten von über 98% aus.",
    "We bought 400 units from five retailers in three markets and compared them with golden samples from each factory. Our laboratory ran 500-cycle dishwasher tests, coating abrasion tests and thermal shock tests on glass lids and containers.":
      "Wir kauften 400 Einheiten bei fünf Händlern in drei Märkten und verglichen sie mit den Referenzmustern jedes Werks. Unser Labor führte Spülmaschinentests über 500 Zyklen, Abriebprüfungen der Beschichtung und Temperaturschocktests an Glasdeckeln und -behältern durch.",
    "Inspectors then visited all three factories to observe production and the final inspection process, and we analyzed 2,600 customer reviews to match complaints to product lines and batches.":
      "Anschließend besuchten unsere Prüfer alle drei Werke, um die Produktion und die Endkontrolle zu beobachten, und wir werteten 2.600 Kundenbewertungen aus, um Beschwerden Produktlinien und Chargen zuzuordnen.",
    "Non-stick coating thickness at one factory was up to 30% below specification, and those pans failed abrasion tests after fewer than 200 cycles.":
      "Die Dicke der Antihaftbeschichtung lag in einem Werk bis zu 30% unter der Spezifikation, und diese Pfannen versagten bei der Abriebprüfung nach weniger als 200 Zyklen.",
    "Lid tolerances were not defined in the specification, so lids and pans from different factories did not fit each other.":
      "Die Spezifikation legte keine Toleranzen für Deckel fest, sodass Deckel und Pfannen aus verschiedenen Werken nicht zueinander passten.",
    "Glass from one supplier cracked in thermal shock testing at temperatures customers reach in normal use.":
      "Glas eines Lieferanten sprang im Temperaturschocktest bei Temperaturen, die Kunden im normalen Gebrauch erreichen.",
    "Factory inspections checked appearance only, which explains the high reported pass rates.": "Die Werkskontrollen prüften nur das Aussehen – das erklärt die hohen gemeldeten Annahmequoten.",
    "We helped the manufacturer rewrite its product specifications with measurable tolerances and test methods, and introduced AQL sampling with functional tests at each factory's final inspection.":
      "Wir halfen dem Hersteller, seine Produktspezifikationen mit messbaren Toleranzen und Prüfmethoden neu zu fassen, und führten in der Endkontrolle jedes Werks AQL-Stichprobenprüfungen mit Funktionstests ein.",
    "The manufacturer replaced its glass supplier, consolidated lid production at one factory and adopted supplier scorecards that are reviewed every quarter.":
      "Der Hersteller wechselte den Glaslieferanten, bündelte die Deckelproduktion in einem Werk und führte Lieferanten-Scorecards ein, die jedes Quartal überprüft werden.",
    "Quarterly test buying across its retail partners confirms that what reaches the shelf matches what passed inspection.":
      "Vierteljährliche Testkäufe bei den Handelspartnern bestätigen, dass das, was ins Regal kommt, dem entspricht, was die Prüfung bestanden hat.",
    "Twelve months after the program began, the range was renewed by its largest retail partner.": "Zwölf Monate nach Programmstart verlängerte der größte Handelspartner das Sortiment.",
    "Average product rating rose from 3.6 to 4.4 stars.": "Die durchschnittliche Produktbewertung stieg von 3,6 auf 4,4 Sterne.",
    "Defect rate found at final inspection fell from 6.5% to 1.8%.": "Die Fehlerquote in der Endkontrolle sank von 6,5% auf 1,8%.",
    "Warranty claims on cookware fell by more than half.": "Garantiefälle bei Kochgeschirr gingen um mehr als die Hälfte zurück.",
    "Our factory reports said everything was fine; BrandCheck showed us what our customers were really getting. The range is stronger than it has ever been.":
      "Laut unseren Werksberichten war alles in Ordnung; BrandCheck hat uns gezeigt, was unsere Kunden tatsächlich bekamen. Das Sortiment ist heute stärker als je zuvor.",
    "VP of Operations": "VP Operations",

    // How it works
    "How It Works": "So funktioniert’s",
    "Our eight-step process, from first consultation to implementation support, and answers to common questions about timing, coverage, pricing and reports.":
      "Unser Ablauf in acht Schritten, vom Erstgespräch bis zur Umsetzungsbegleitung, und Antworten auf häufige Fragen zu Dauer, Abdeckung, Preisen und Berichten.",
    "A Clear Process From First Call to Lasting Results": "Ein klarer Ablauf vom ersten Gespräch bis zu dauerhaften Ergebnissen",
    "Every engagement follows the same eight steps, so you always know what happens next, who is responsible and when you will see results.":
      "Jedes Projekt folgt denselben acht Schritten. So wissen Sie immer, was als Nächstes geschieht, wer verantwortlich ist und wann Sie Ergebnisse sehen.",
    "Our process": "Unser Ablauf",
    "Eight Steps to Better Products": "In acht Schritten zu besseren Produkten",
    "A standard assessment takes 2-4 weeks from the agreed plan to the final report.": "Eine Standardprüfung dauert vom vereinbarten Plan bis zum Abschlussbericht 2–4 Wochen.",
    "Initial Consultation": "Erstberatung",
    "We start with a call to understand your products, your markets and the problem you want solved, whether that is returns, reviews, compliance or supplier performance.":
      "Wir beginnen mit einem Gespräch, um Ihre Produkte, Ihre Märkte und das zu lösende Problem zu verstehen – ob Retouren, Bewertungen, Compliance oder Lieferantenleistung.",
    "Custom Plan Development": "Individueller Prüfplan",
    "We propose a plan covering which products, retailers and markets to sample, how many units, which tests to run and when you will receive results.":
      "Wir schlagen einen Plan vor: welche Produkte, Händler und Märkte wir stichprobenartig prüfen, wie viele Einheiten, welche Tests wir durchführen und wann Sie Ergebnisse erhalten.",
    "Test Buying & Sample Collection": "Testkauf & Musterbeschaffung",
    "Our shoppers buy your products anonymously in stores and online, exactly as your customers do, and record every step from listing to delivery.":
      "Unsere Testkäufer kaufen Ihre Produkte anonym im Geschäft und online, genau wie Ihre Kunden, und dokumentieren jeden Schritt vom Angebot bis zur Lieferung.",
    "Comprehensive Assessment": "Umfassende Prüfung",
    "Each sample is inspected and tested against your specification, your product claims and the regulations of the market where it was sold.":
      "Jedes Muster wird gegen Ihre Spezifikation, Ihre Produktaussagen und die Vorschriften des Markts geprüft, in dem es verkauft wurde.",
    "Detailed Analysis": "Detaillierte Analyse",
    "Our analysts look for patterns across products, batches, retailers and regions to separate one-off defects from systemic problems.":
      "Unsere Analysten suchen nach Mustern über Produkte, Chargen, Händler und Regionen hinweg, um Einzelfehler von systematischen Problemen zu unterscheiden.",
    "Report Generation": "Berichterstellung",
    "You receive a clear report with an executive summary, photographed findings, risk ratings and prioritized recommendations.":
      "Sie erhalten einen klaren Bericht mit Management Summary, fotografisch dokumentierten Befunden, Risikobewertungen und priorisierten Empfehlungen.",
    "Results Presentation": "Ergebnispräsentation",
    "We walk your team through the findings, answer questions and agree the actions and owners that will make the biggest difference.":
      "Wir gehen die Befunde mit Ihrem Team durch, beantworten Fragen und vereinbaren die Maßnahmen und Verantwortlichen, die am meisten bewirken.",
    "Implementation Support": "Umsetzungsbegleitung",
    "Our consultants help you and your suppliers put the changes in place, and follow-up test buys confirm that they have worked.":
      "Unsere Berater unterstützen Sie und Ihre Lieferanten bei der Umsetzung der Änderungen, und Nachkontrollen per Testkauf bestätigen, dass sie wirken.",
    FAQ: "FAQ",
    "Frequently Asked Questions": "Häufig gestellte Fragen",
    "How long does a standard assessment take?": "Wie lange dauert eine Standardprüfung?",
    "A standard assessment takes 2-4 weeks from the agreed plan to the final report. The exact time depends on the number of products, retailers and markets involved, and on any laboratory tests required.":
      "Eine Standardprüfung dauert vom vereinbarten Plan bis zum Abschlussbericht 2–4 Wochen. Die genaue Dauer hängt von der Zahl der Produkte, Händler und Märkte ab und davon, ob Laborprüfungen nötig sind.",
    "Can you monitor our products on an ongoing basis?": "Können Sie unsere Produkte laufend überwachen?",
    "Yes. Many clients follow an initial assessment with ongoing monitoring, run monthly or quarterly, so they can track quality over time and catch new issues early.":
      "Ja. Viele Kunden lassen auf eine Erstprüfung ein laufendes Monitoring folgen, monatlich oder vierteljährlich, um die Qualität über die Zeit zu verfolgen und neue Probleme früh zu erkennen.",
    "Which markets and countries do you cover?": "Welche Märkte und Länder decken Sie ab?",
    "Our teams work from offices in London, Hong Kong, Sydney and Frankfurt, and with a vetted network of shoppers and partner laboratories we cover the UK, Europe, North America and Asia-Pacific. Ask us about any market not listed.":
      "Unsere Teams arbeiten von Büros in London, Hongkong, Sydney und Frankfurt aus. Mit einem geprüften Netzwerk aus Testkäufern und Partnerlaboren decken wir das Vereinigte Königreich, Europa, Nordamerika und den asiatisch-pazifischen Raum ab. Fragen Sie uns gern nach weiteren Märkten.",
    "Will retailers or suppliers know that products are being tested?": "Erfahren Händler oder Lieferanten, dass Produkte geprüft werden?",
    "No. Our shoppers buy anonymously, just like your customers. Everything you share with us and everything we find is confidential and covered by a non-disclosure agreement.":
      "Nein. Unsere Testkäufer kaufen anonym, genau wie Ihre Kunden. Alles, was Sie uns mitteilen, und alles, was wir feststellen, ist vertraulich und durch eine Geheimhaltungsvereinbarung geschützt.",
    "How is pricing calculated?": "Wie wird der Preis berechnet?",
    "Each engagement is quoted individually, based on the number of products, channels and markets, the tests required and how often you need results. You receive a fixed quote before any work starts.":
      "Jedes Projekt wird individuell kalkuliert – nach Zahl der Produkte, Kanäle und Märkte, den erforderlichen Prüfungen und danach, wie oft Sie Ergebnisse benötigen. Vor Beginn der Arbeit erhalten Sie ein verbindliches Festpreisangebot.",
    "What does a report contain?": "Was enthält ein Bericht?",
    "Every report includes an executive summary, the method and sample details, photographed findings with risk ratings, compliance observations where relevant and prioritized recommendations. Raw data is available on request.":
      "Jeder Bericht enthält eine Management Summary, Angaben zu Methode und Stichprobe, fotografisch dokumentierte Befunde mit Risikobewertung, gegebenenfalls Hinweise zur Konformität sowie priorisierte Empfehlungen. Rohdaten erhalten Sie auf Anfrage.",
    "Ready to Take the First Step?": "Bereit für den ersten Schritt?",
    "Book a free, no-obligation consultation. We will discuss your products and goals and outline a plan that fits.":
      "Vereinbaren Sie ein kostenloses, unverbindliches Beratungsgespräch. Wir besprechen Ihre Produkte und Ziele und skizzieren einen passenden Plan.",
    "Schedule a Consultation": "Beratungstermin vereinbaren",

    // Contact
    "Contact Us": "Kontakt",
    "Contact BrandCheck about test-buying, mystery shopping and product quality control for your brand. Offices in London, Hong Kong, Sydney and Frankfurt.":
      "Kontaktieren Sie BrandCheck zu Testkäufen, Mystery Shopping und Qualitätskontrolle für Ihre Marke. Büros in London, Hongkong, Sydney und Frankfurt.",
    "Tell us about your products and markets, and a quality specialist will reply within one business day.":
      "Erzählen Sie uns von Ihren Produkten und Märkten – eine Qualitätsexpertin oder ein Qualitätsexperte antwortet Ihnen innerhalb eines Werktags.",
    "Send us a message": "Schreiben Sie uns",
    "Contact Information": "Kontaktdaten",
    "Where We Test-Buy": "Wo wir testkaufen",
    "We buy anonymously, just as your customers do, from retailers and marketplaces such as:": "Wir kaufen anonym, genau wie Ihre Kunden, bei Händlern und auf Marktplätzen wie:",
    "Meet us at any office by appointment, in its local business hours.": "Besuchen Sie uns nach Vereinbarung in jedem unserer Büros, zu den dortigen Geschäftszeiten.",
    "The BrandCheck team reviewing product samples in the London office": "Das BrandCheck-Team prüft Produktmuster im Londoner Büro",

    // Privacy policy
    "Privacy Policy": "Datenschutzerklärung",
    "How BrandCheck collects, uses and protects personal data from its website, contact form and newsletter, and the rights you have under UK and EU GDPR.":
      "Wie BrandCheck personenbezogene Daten aus Website, Kontaktformular und Newsletter erhebt, nutzt und schützt, und welche Rechte Sie nach UK- und EU-DSGVO haben.",
    'This policy explains how BrandCheck ("we", "us") handles personal data collected through this website. We process personal data in line with the UK General Data Protection Regulation, the Data Protection Act 2018 and, where it applies, the EU General Data Protection Regulation (together, "GDPR").':
      "Diese Erklärung beschreibt, wie BrandCheck („wir“, „uns“) mit personenbezogenen Daten umgeht, die über diese Website erhoben werden. Wir verarbeiten personenbezogene Daten im Einklang mit der britischen Datenschutz-Grundverordnung (UK GDPR), dem Data Protection Act 2018 und, soweit anwendbar, der Datenschutz-Grundverordnung der EU (zusammen „DSGVO“).",
    "Who we are": "Wer wir sind",
    "BrandCheck provides test-buying and product quality-control services to brands and retailers, with offices in London, Hong Kong, Sydney and Frankfurt. We are the controller of the personal data described in this policy. You can reach us about anything in this policy at {email}.":
      "BrandCheck erbringt Testkauf- und Qualitätskontrollleistungen für Marken und Händler, mit Büros in London, Hongkong, Sydney und Frankfurt. Wir sind Verantwortlicher für die in dieser Erklärung beschriebenen personenbezogenen Daten. Zu allen Fragen dieser Erklärung erreichen Sie uns unter {email}.",
    "The information we collect": "Welche Daten wir erheben",
    "We only collect the information we need for the purposes described below:": "Wir erheben nur die Daten, die wir für die nachstehend beschriebenen Zwecke benötigen:",
    "Contact form: your name, e-mail address, company (if you choose to give it) and the message you send us.":
      "Kontaktformular: Ihr Name, Ihre E-Mail-Adresse, Ihr Unternehmen (sofern Sie es angeben) und die Nachricht, die Sie uns senden.",
    "Newsletter: your e-mail address and, if you give them, your first and last name, together with the date you subscribed.":
      "Newsletter: Ihre E-Mail-Adresse und, sofern Sie sie angeben, Ihr Vor- und Nachname, zusammen mit dem Datum Ihrer Anmeldung.",
    "Staff accounts: for our own team members who sign in to manage the website, their e-mail address, role, a securely hashed password and sign-in activity.":
      "Mitarbeiterkonten: für unsere eigenen Teammitglieder, die sich zur Verwaltung der Website anmelden, deren E-Mail-Adresse, Rolle, ein sicher gehashtes Passwort und ihre Anmeldeaktivität.",
    "Technical data: when you visit the website our servers record your IP address, browser type, the pages requested and the time of the request, to keep the service secure and working.":
      "Technische Daten: Wenn Sie die Website besuchen, erfassen unsere Server Ihre IP-Adresse, den Browsertyp, die aufgerufenen Seiten und den Zeitpunkt des Abrufs, um den Dienst sicher und funktionsfähig zu halten.",
    "How we use it and our legal basis": "Wie wir die Daten nutzen und auf welcher Rechtsgrundlage",
    "We use contact form messages to reply to your enquiry and, where you ask, to prepare a proposal. Our legal basis is our legitimate interest in responding to business enquiries or, where you are asking about our services, taking steps at your request before entering into a contract.":
      "Nachrichten aus dem Kontaktformular nutzen wir, um Ihre Anfrage zu beantworten und, auf Ihren Wunsch, ein Angebot zu erstellen. Rechtsgrundlage ist unser berechtigtes Interesse an der Beantwortung geschäftlicher Anfragen oder, wenn Sie sich nach unseren Leistungen erkundigen, die Durchführung vorvertraglicher Maßnahmen auf Ihre Anfrage.",
    "We send the newsletter only to people who have subscribed, on the basis of your consent. Every newsletter contains an unsubscribe link, and you can withdraw your consent at any time without affecting earlier processing.":
      "Den Newsletter senden wir nur an Personen, die ihn abonniert haben, auf Grundlage Ihrer Einwilligung. Jeder Newsletter enthält einen Abmeldelink, und Sie können Ihre Einwilligung jederzeit widerrufen, ohne dass die Rechtmäßigkeit der bisherigen Verarbeitung berührt wird.",
    "We use staff account data to provide secure access to the content management area, and technical data to protect the website against misuse, on the basis of our legitimate interest in running a secure service.":
      "Daten der Mitarbeiterkonten nutzen wir, um einen sicheren Zugang zum Content-Management-Bereich bereitzustellen, und technische Daten, um die Website vor Missbrauch zu schützen, auf Grundlage unseres berechtigten Interesses an einem sicheren Betrieb.",
    "We do not use your personal data for automated decision-making or profiling, and we never sell it.":
      "Wir nutzen Ihre personenbezogenen Daten nicht für automatisierte Entscheidungen oder Profiling und verkaufen sie niemals.",
    Cookies: "Cookies",
    "This website does not use analytics, advertising or other tracking cookies, and public visitors are not given any cookies at all.":
      "Diese Website verwendet keine Analyse-, Werbe- oder sonstigen Tracking-Cookies, und öffentlichen Besuchern werden überhaupt keine Cookies gesetzt.",
    "When a member of our staff signs in to the content management area, we set one essential session cookie that keeps them signed in and protects the account. Because it is strictly necessary for a service they have requested, it does not require consent. It expires when they sign out or the session ends.":
      "Wenn sich eine Mitarbeiterin oder ein Mitarbeiter im Content-Management-Bereich anmeldet, setzen wir ein einziges technisch notwendiges Sitzungs-Cookie, das die Anmeldung aufrechterhält und das Konto schützt. Da es für einen angeforderten Dienst unbedingt erforderlich ist, bedarf es keiner Einwilligung. Es verfällt mit der Abmeldung oder dem Ende der Sitzung.",
    "Who we share it with": "An wen wir Daten weitergeben",
    "We share personal data only with service providers who help us run the website and our business, such as our hosting and e-mail delivery providers. They act on our instructions under data processing agreements and may not use the data for their own purposes.":
      "Wir geben personenbezogene Daten nur an Dienstleister weiter, die uns beim Betrieb der Website und unseres Unternehmens unterstützen, etwa unsere Hosting- und E-Mail-Versanddienstleister. Sie handeln nach unseren Weisungen auf Grundlage von Auftragsverarbeitungsverträgen und dürfen die Daten nicht für eigene Zwecke nutzen.",
    "We may also disclose personal data where the law requires it, or to protect our rights or the safety of others.":
      "Darüber hinaus können wir personenbezogene Daten offenlegen, wenn das Gesetz es verlangt oder um unsere Rechte oder die Sicherheit anderer zu schützen.",
    "International transfers": "Internationale Datenübermittlungen",
    "Because our team works across several countries, your data may be accessed from outside the UK or the European Economic Area. When that happens we rely on an adequacy decision or protect the transfer with the UK International Data Transfer Agreement or the European Commission's Standard Contractual Clauses.":
      "Da unser Team in mehreren Ländern arbeitet, kann auf Ihre Daten auch von außerhalb des Vereinigten Königreichs oder des Europäischen Wirtschaftsraums zugegriffen werden. In diesem Fall stützen wir uns auf einen Angemessenheitsbeschluss oder sichern die Übermittlung mit dem britischen International Data Transfer Agreement oder den Standardvertragsklauseln der Europäischen Kommission ab.",
    "How long we keep it": "Wie lange wir Daten speichern",
    "We keep personal data only for as long as we need it:": "Wir speichern personenbezogene Daten nur so lange, wie wir sie benötigen:",
    "Contact form messages: up to 24 months after our last exchange with you, unless they become part of a client relationship.":
      "Nachrichten aus dem Kontaktformular: bis zu 24 Monate nach unserem letzten Austausch mit Ihnen, sofern sie nicht Teil einer Kundenbeziehung werden.",
    "Newsletter subscriptions: until you unsubscribe. We then keep your e-mail address on a suppression list only to make sure you are not contacted again.":
      "Newsletter-Abonnements: bis zu Ihrer Abmeldung. Danach speichern wir Ihre E-Mail-Adresse nur noch auf einer Sperrliste, um sicherzustellen, dass Sie nicht erneut angeschrieben werden.",
    "Staff accounts: while the account is active, and for up to 12 months after it is closed for security and audit purposes.":
      "Mitarbeiterkonten: solange das Konto aktiv ist, und zu Sicherheits- und Prüfzwecken bis zu 12 Monate nach seiner Schließung.",
    "Server logs: up to 30 days, unless needed to investigate a security incident.": "Serverprotokolle: bis zu 30 Tage, sofern sie nicht zur Untersuchung eines Sicherheitsvorfalls benötigt werden.",
    "How we protect it": "Wie wir Daten schützen",
    "All traffic to the website is encrypted, passwords are stored as salted hashes, and access to personal data is limited to staff who need it for their role. We review these measures regularly.":
      "Der gesamte Datenverkehr zur Website ist verschlüsselt, Passwörter werden als gesalzene Hashes gespeichert, und Zugriff auf personenbezogene Daten haben nur Mitarbeitende, die ihn für ihre Aufgabe benötigen. Wir überprüfen diese Maßnahmen regelmäßig.",
    "Your rights": "Ihre Rechte",
    "Under GDPR you have the rights listed below. To exercise any of them, e-mail {email}. We will respond within one month and will not charge a fee in most cases.":
      "Nach der DSGVO haben Sie die nachstehend aufgeführten Rechte. Um sie auszuüben, schreiben Sie eine E-Mail an {email}. Wir antworten innerhalb eines Monats und erheben in den meisten Fällen keine Gebühr.",
    "To access the personal data we hold about you and receive a copy.": "Auskunft über die personenbezogenen Daten, die wir über Sie gespeichert haben, und eine Kopie davon zu erhalten.",
    "To have inaccurate data corrected or incomplete data completed.": "Unrichtige Daten berichtigen und unvollständige Daten vervollständigen zu lassen.",
    "To have your data erased where there is no good reason for us to keep it.": "Ihre Daten löschen zu lassen, wenn es für uns keinen triftigen Grund gibt, sie aufzubewahren.",
    "To restrict or object to our processing, including processing based on legitimate interests.":
      "Die Einschränkung unserer Verarbeitung zu verlangen oder ihr zu widersprechen, auch einer Verarbeitung auf Grundlage berechtigter Interessen.",
    "To receive data you gave us in a portable format.": "Daten, die Sie uns bereitgestellt haben, in einem übertragbaren Format zu erhalten.",
    "To withdraw your consent at any time, for example by unsubscribing from the newsletter.": "Ihre Einwilligung jederzeit zu widerrufen, zum Beispiel durch Abmeldung vom Newsletter.",
    "To complain to a supervisory authority: the Information Commissioner's Office in the UK, or the data protection authority in your EU country.":
      "Sich bei einer Aufsichtsbehörde zu beschweren: im Vereinigten Königreich beim Information Commissioner's Office, in der EU bei der Datenschutzbehörde Ihres Landes.",
    Children: "Kinder",
    "Our website and services are intended for businesses and are not directed at children under 16. We do not knowingly collect their personal data.":
      "Unsere Website und unsere Leistungen richten sich an Unternehmen und nicht an Kinder unter 16 Jahren. Wir erheben wissentlich keine personenbezogenen Daten von Kindern.",
    "Changes to this policy": "Änderungen dieser Erklärung",
    "We may update this policy from time to time. The date at the top of this page shows when it was last changed, and we will highlight significant changes on the website.":
      "Wir können diese Erklärung von Zeit zu Zeit aktualisieren. Das Datum oben auf dieser Seite zeigt, wann sie zuletzt geändert wurde, und auf wesentliche Änderungen weisen wir auf der Website hin.",
    "Contact us": "Kontakt",
    "If you have any questions about this policy or how we handle your data, please e-mail {email}.":
      "Wenn Sie Fragen zu dieser Erklärung oder zum Umgang mit Ihren Daten haben, schreiben Sie bitte eine E-Mail an {email}.",

    // Terms of service
    "Terms of Service": "Nutzungsbedingungen",
    "The terms that apply when you use the BrandCheck website, including its content, the contact form and the newsletter.":
      "Die Bedingungen für die Nutzung der BrandCheck-Website, einschließlich ihrer Inhalte, des Kontaktformulars und des Newsletters.",
    "These terms apply to your use of the BrandCheck website. By using the website you accept them. If you do not agree with them, please do not use the website.":
      "Diese Bedingungen gelten für Ihre Nutzung der BrandCheck-Website. Mit der Nutzung der Website erkennen Sie sie an. Wenn Sie nicht einverstanden sind, nutzen Sie die Website bitte nicht.",
    "About us": "Über uns",
    "The website is operated by BrandCheck, which provides test-buying and product quality-control services to brands and retailers from offices in London, Hong Kong, Sydney and Frankfurt. You can contact us at {email}.":
      "Betreiber der Website ist BrandCheck, ein Anbieter von Testkauf- und Qualitätskontrollleistungen für Marken und Händler mit Büros in London, Hongkong, Sydney und Frankfurt. Sie erreichen uns unter {email}.",
    "Using the website": "Nutzung der Website",
    "You may use the website for lawful purposes only. In particular, you must not:": "Sie dürfen die Website nur zu rechtmäßigen Zwecken nutzen. Insbesondere dürfen Sie nicht:",
    "try to gain unauthorized access to the website, its content management area or the systems that host it;":
      "versuchen, sich unbefugt Zugang zur Website, zu ihrem Content-Management-Bereich oder zu den Systemen zu verschaffen, auf denen sie betrieben wird;",
    "introduce viruses or other harmful code, or interfere with the website's normal operation;": "Viren oder anderen Schadcode einschleusen oder den normalen Betrieb der Website stören;",
    "use automated tools to copy content or send messages through the website in bulk;": "mit automatisierten Werkzeugen Inhalte kopieren oder massenhaft Nachrichten über die Website versenden;",
    "submit content that is unlawful, misleading, offensive or that infringes anyone else's rights.":
      "Inhalte übermitteln, die rechtswidrig, irreführend oder anstößig sind oder die Rechte anderer verletzen.",
    "Information on the website": "Informationen auf der Website",
    "The content of the website is general information about our company and services. It is not professional, legal or regulatory advice and should not be relied on as such.":
      "Die Inhalte der Website sind allgemeine Informationen über unser Unternehmen und unsere Leistungen. Sie stellen keine fachliche, rechtliche oder regulatorische Beratung dar, und Sie sollten sich nicht als solche auf sie verlassen.",
    "Case studies and testimonials describe the results of specific engagements. They are shared with our clients' permission, with identifying details removed, and do not guarantee similar results for your business.":
      "Fallstudien und Kundenstimmen beschreiben die Ergebnisse bestimmter Projekte. Sie werden mit Erlaubnis unserer Kunden und ohne identifizierende Angaben veröffentlicht und garantieren keine vergleichbaren Ergebnisse für Ihr Unternehmen.",
    "Our services": "Unsere Leistungen",
    "These terms cover the website only. Our test-buying, quality-control, compliance, consulting and reporting services are provided under a separate written agreement, which sets out the scope, fees and responsibilities of each engagement. Nothing on the website is an offer capable of acceptance.":
      "Diese Bedingungen gelten nur für die Website. Unsere Leistungen in den Bereichen Testkauf, Qualitätskontrolle, Compliance, Beratung und Reporting erbringen wir auf Grundlage einer gesonderten schriftlichen Vereinbarung, die Umfang, Vergütung und Verantwortlichkeiten jedes Projekts regelt. Nichts auf der Website stellt ein annahmefähiges Angebot dar.",
    "Contact form and newsletter": "Kontaktformular und Newsletter",
    "When you send us a message or subscribe to our newsletter, please give accurate information. You can unsubscribe from the newsletter at any time using the link in each e-mail. Our Privacy Policy explains how we handle the personal data you provide.":
      "Wenn Sie uns eine Nachricht senden oder unseren Newsletter abonnieren, machen Sie bitte zutreffende Angaben. Über den Link in jeder E-Mail können Sie den Newsletter jederzeit abbestellen. Wie wir mit den von Ihnen angegebenen personenbezogenen Daten umgehen, erläutert unsere Datenschutzerklärung.",
    "Staff accounts": "Mitarbeiterkonten",
    "The content management area is for authorized members of our team only. Account holders must keep their sign-in details confidential and tell us immediately if they believe their account has been misused.":
      "Der Content-Management-Bereich ist ausschließlich befugten Mitgliedern unseres Teams vorbehalten. Kontoinhaber müssen ihre Anmeldedaten vertraulich behandeln und uns unverzüglich informieren, wenn sie einen Missbrauch ihres Kontos vermuten.",
    "Intellectual property": "Geistiges Eigentum",
    "The website and its content, including text, illustrations, logos and the BrandCheck name, belong to us or our licensors. You may view and print pages for your own reference, but you may not copy, adapt or republish them for commercial purposes without our written permission.":
      "Die Website und ihre Inhalte, einschließlich Texten, Illustrationen, Logos und des Namens BrandCheck, gehören uns oder unseren Lizenzgebern. Sie dürfen Seiten für den eigenen Gebrauch ansehen und ausdrucken, sie aber ohne unsere schriftliche Genehmigung nicht zu gewerblichen Zwecken kopieren, bearbeiten oder erneut veröffentlichen.",
    "Links to other websites": "Links zu anderen Websites",
    "Where the website links to other sites, we provide the links for convenience only. We have no control over those sites and are not responsible for their content or practices.":
      "Soweit die Website auf andere Websites verlinkt, stellen wir diese Links nur zu Ihrer Information bereit. Wir haben keinen Einfluss auf diese Websites und sind für deren Inhalte und Praktiken nicht verantwortlich.",
    "Availability and changes": "Verfügbarkeit und Änderungen",
    "We aim to keep the website available and accurate, but we do not guarantee that it will always be available, uninterrupted or error-free. We may change, suspend or withdraw any part of the website at any time.":
      "Wir bemühen uns, die Website verfügbar und aktuell zu halten, garantieren aber nicht, dass sie jederzeit, ununterbrochen oder fehlerfrei verfügbar ist. Wir können Teile der Website jederzeit ändern, vorübergehend sperren oder entfernen.",
    "Our liability": "Unsere Haftung",
    "Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded by law.":
      "Nichts in diesen Bedingungen beschränkt oder schließt unsere Haftung für durch unsere Fahrlässigkeit verursachte Todesfälle oder Personenschäden, für Betrug oder arglistige Täuschung oder für sonstige Fälle aus, in denen die Haftung gesetzlich nicht beschränkt oder ausgeschlossen werden kann.",
    'Subject to that, the website is provided free of charge and on an "as is" basis, and we are not liable for any loss or damage arising from your use of, or inability to use, the website or from reliance on its content, including loss of profits, business or data.':
      "Vorbehaltlich dessen wird die Website unentgeltlich und „wie besehen“ bereitgestellt, und wir haften nicht für Verluste oder Schäden, die aus der Nutzung oder der Unmöglichkeit der Nutzung der Website oder aus dem Vertrauen auf ihre Inhalte entstehen, einschließlich entgangenen Gewinns, entgangener Geschäfte oder Datenverlusts.",
    "Changes to these terms": "Änderungen dieser Bedingungen",
    "We may revise these terms from time to time. The date at the top of this page shows when they were last updated, and the version published here applies each time you use the website.":
      "Wir können diese Bedingungen von Zeit zu Zeit überarbeiten. Das Datum oben auf dieser Seite zeigt, wann sie zuletzt aktualisiert wurden; für jede Nutzung der Website gilt die hier veröffentlichte Fassung.",
    "Governing law": "Anwendbares Recht",
    "These terms are governed by the laws of England and Wales, and the courts of England and Wales have jurisdiction over any dispute. If you are a consumer living in the European Union, you also keep the protection of the mandatory laws of your country of residence.":
      "Diese Bedingungen unterliegen dem Recht von England und Wales; für alle Streitigkeiten sind die Gerichte von England und Wales zuständig. Wenn Sie als Verbraucher in der Europäischen Union leben, behalten Sie zusätzlich den Schutz der zwingenden Vorschriften Ihres Wohnsitzlandes.",
    "If you have any questions about these terms, please e-mail {email}.": "Wenn Sie Fragen zu diesen Bedingungen haben, schreiben Sie bitte eine E-Mail an {email}.",

    // Settings: business hours, offices, footer and navigation
    "Monday - Friday": "Montag - Freitag",
    "9AM - 6PM EST": "9:00 - 18:00 Uhr EST",
    "Saturday - Sunday": "Samstag - Sonntag",
    Closed: "Geschlossen",
    London: "London",
    "Hong Kong": "Hongkong",
    Sydney: "Sydney",
    Frankfurt: "Frankfurt",
    "Comprehensive test-buying and product quality control services that help businesses ensure their products meet the most rigorous standards.":
      "Umfassende Testkauf- und Qualitätskontrollleistungen, mit denen Unternehmen sicherstellen, dass ihre Produkte den strengsten Anforderungen genügen.",
    Home: "Startseite",
    Contact: "Kontakt",
  },
};
