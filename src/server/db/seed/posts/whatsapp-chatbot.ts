import type { PostSeed } from './types';

export const whatsappChatbotPost: PostSeed = {
  id: 'whatsapp-chatbot',
  category: 'Chatbots',
  expectedTraffic: 1800,
  searchIntent: 'commercial',
  competitionLevel: 'high',
  schemaType: 'Article',
  image: '/images/blog/whatsapp-chatbot.jpg',
  author: 'Leïla Benjelloun',
  publishedAt: '2026-05-05T08:00:00.000Z',
  updatedAt: '2026-08-20T08:00:00.000Z',
  text: {
    fr: {
      title: 'Chatbot WhatsApp pour PME : le guide pour mieux servir vos clients',
      slug: 'chatbot-whatsapp-pour-pme',
      excerpt:
        'Application ou API, ce que le bot doit traiter seul, protection des données, coûts et indicateurs : tout pour lancer un chatbot WhatsApp qui aide vraiment vos clients.',
      metaTitle: 'Chatbot WhatsApp PME : mise en place, prix et résultats',
      metaDescription:
        'Comment une PME lance un chatbot WhatsApp utile : WhatsApp Business API, transfert vers un humain, nLPD et opt-in, coûts en CHF et indicateurs à suivre.',
      altText:
        "Illustration sombre d'un contour de smartphone avec des bulles de discussion vertes et blanches et une petite icône de robot qui répond.",
      targetKeywords: [
        'chatbot WhatsApp',
        'WhatsApp Business API',
        'service client automatisé',
        'automatisation PME',
      ],
      tags: ['Chatbot', 'WhatsApp', 'Service client', 'PME'],
      content: `Vos clients vous écrivent déjà sur WhatsApp : pour demander vos horaires, réserver un créneau, savoir où en est leur commande ou obtenir un devis. Le problème, c'est que ces messages arrivent pendant que vous êtes en rendez-vous, sur un chantier ou le soir, quand la boutique est fermée. Un chatbot WhatsApp bien conçu répond tout de suite aux questions simples, prend les réservations et transmet les cas délicats à la bonne personne. Ce guide explique, sans jargon, comment une PME met en place un bot qui aide vraiment ses clients : quel outil choisir, ce que le bot doit faire (et ne pas faire), comment respecter la protection des données, combien cela coûte et comment mesurer les résultats.

## Pourquoi WhatsApp pour votre service client

### Vos clients y sont déjà

En Suisse, en France comme au Maroc, WhatsApp fait partie du quotidien de la plupart de vos clients. Ils n'ont rien à installer, rien à apprendre et aucun formulaire à remplir : ils écrivent comme à un ami. Pour une PME, c'est un canal plus direct que l'e-mail et moins intrusif que le téléphone. Les messages sont lus rapidement, et la conversation garde l'historique des échanges, ce qui évite de redemander les mêmes informations à chaque contact.

### Le coût d'une question sans réponse

Un client qui n'obtient pas de réponse ne patiente pas : il ouvre le site du concurrent. Sans chatbot, 70 % des visiteurs repartent sans réponse, simplement parce que personne n'est disponible au moment où ils posent leur question. À l'inverse, votre équipe passe une bonne partie de ses journées à répéter les mêmes informations : 30 % du temps des équipes part dans des tâches manuelles de ce type. Un service client automatisé sur WhatsApp agit sur les deux fronts : il capte la demande à toute heure et libère du temps pour les échanges qui demandent vraiment un humain.

## Application WhatsApp Business ou WhatsApp Business API ?

Meta propose deux façons d'utiliser WhatsApp en entreprise, et ce choix conditionne tout le reste.

L'**application WhatsApp Business** est gratuite et s'installe sur un téléphone. Elle offre un profil d'entreprise, un catalogue, des réponses rapides, des étiquettes et des messages d'absence. C'est un bon point de départ pour un indépendant, mais elle ne permet ni de brancher un vrai chatbot ni de connecter vos logiciels.

La **WhatsApp Business API** est pensée pour l'automatisation : plusieurs collaborateurs sur le même numéro, connexion à votre agenda, à votre boutique Shopify ou à votre CRM, et réponses rédigées par un assistant IA. En contrepartie, elle demande une configuration technique, un compte Meta Business vérifié et le respect de règles précises, par exemple la validation préalable des modèles de messages que vous envoyez en premier. Meta facture certaines conversations selon son propre barème, qui dépend du pays et du type de message.

| Critère | Application WhatsApp Business | WhatsApp Business API |
|---|---|---|
| Coût de l'outil | Gratuit | Frais de conversation facturés par Meta |
| Chatbot et IA | Réponses automatiques basiques | Chatbot complet, IA possible |
| Plusieurs collaborateurs | Limité | Oui, avec une boîte de réception partagée |
| Intégrations (CRM, agenda, Shopify) | Non | Oui, via API ou n8n |
| Messages sortants (rappels, confirmations) | Manuels | Automatisés avec des modèles validés |
| Pour qui | Indépendants, petits volumes | PME qui veulent un service client automatisé |

Pour un chatbot digne de ce nom, l'API est presque toujours le bon choix. L'application reste utile pour tester l'intérêt de vos clients avant d'investir.

## Ce que le bot répond, et quand il passe la main

Un bon chatbot n'essaie pas de tout faire. Il règle vite les demandes répétitives et reconnaît ses limites.

### Les demandes que le bot traite seul

- horaires, adresse, accès et parking ;
- prix publics, disponibilités et conditions de livraison ou de retour ;
- prise, modification et annulation de rendez-vous ;
- suivi de commande à partir d'un numéro ou d'une adresse e-mail ;
- collecte des informations avant un devis (type de besoin, budget, délai, photos) ;
- réponses dans la langue du client, y compris en arabe ou en anglais.

### Quand transférer à un humain

Le transfert se prévoit dès la conception. Le bot passe la main lorsque le client le demande, lorsqu'il exprime une réclamation ou un mécontentement, lorsqu'une question sort du périmètre validé (conseil médical ou juridique, geste commercial exceptionnel) ou lorsque le bot n'a pas compris après deux tentatives. Le collaborateur reçoit alors la conversation complète et un résumé, pour ne pas faire répéter le client. En dehors des heures de bureau, le bot indique honnêtement quand une personne reprendra contact.

### Cas d'usage : la prise de rendez-vous

Imaginons un cabinet de physiothérapie de quatre personnes. Un patient écrit « Je voudrais un rendez-vous jeudi ». Le bot consulte l'agenda, propose trois créneaux, confirme celui qui est choisi et envoie un rappel la veille avec un bouton pour annuler. Le secrétariat ne gère plus que les cas particuliers, et les créneaux libérés par une annulation peuvent être reproposés à d'autres patients.

### Cas d'usage : le suivi de commande

Pour une boutique en ligne, la question « Où est mon colis ? » revient sans cesse. Connecté à Shopify et au transporteur, le bot retrouve la commande, donne son statut et le lien de suivi, et ouvre un ticket si le colis est en retard. Le client obtient sa réponse en quelques secondes, et l'équipe n'intervient que sur les vrais problèmes.

## Protection des données : nLPD, RGPD et opt-in

WhatsApp transporte des données personnelles : numéro de téléphone, nom, parfois des informations de commande ou de santé. En Suisse, la nouvelle loi sur la protection des données (nLPD) s'applique ; si vous servez des clients dans l'Union européenne, le RGPD aussi. Quelques règles simples évitent la plupart des problèmes :

1. **Consentement (opt-in)** : n'envoyez des messages que si le client vous a écrit en premier ou a accepté explicitement d'être contacté sur WhatsApp, et gardez une trace de ce consentement.
2. **Transparence** : mentionnez WhatsApp et l'assistant automatisé dans votre politique de confidentialité, et dites clairement au client qu'il parle à un bot.
3. **Minimisation** : le bot ne demande que les données utiles à la demande, jamais de données sensibles superflues.
4. **Conservation et hébergement** : fixez une durée de conservation et hébergez si possible vos automatisations et votre base de données en Suisse ou dans l'UE.
5. **Désinscription** : un simple « STOP » doit suffire pour ne plus recevoir de messages.

Cette liste ne remplace pas un avis juridique, mais elle couvre les points que nous vérifions systématiquement avec nos clients.

## Combien coûte un chatbot WhatsApp pour une PME ?

Chez Automatia, la mise en place d'un chatbot WhatsApp coûte entre CHF 2'500 et 8'000, puis entre CHF 200 et 500 par mois pour l'hébergement, la maintenance et les améliorations. Ce prix comprend l'analyse de vos questions fréquentes, la conception des scénarios, la connexion à vos outils, les tests, une formation de 2h pour votre équipe et 30 jours de support gratuit après la livraison. Chaque projet est chiffré sur devis, et le montant dépend surtout de trois facteurs :

- **le périmètre** : un bot de questions fréquentes et de rendez-vous se situe plutôt dans le bas de la fourchette, un bot relié à une boutique, à un CRM et à un assistant IA plutôt dans le haut ;
- **le nombre d'intégrations** et leur complexité ;
- **les langues** à couvrir et le volume de contenus à préparer.

À cela s'ajoutent les frais de conversation facturés directement par Meta et, si le bot utilise un modèle d'IA, un coût d'usage qui reste généralement modeste pour une PME.

### Un exemple pour situer la rentabilité

Imaginons un salon de coiffure de six personnes qui reçoit une quarantaine de messages par jour, surtout pour des rendez-vous et des horaires. Si chaque message prend trois minutes, cela représente deux heures par jour. Si le bot en traite seul les deux tiers, l'équipe récupère environ une heure et vingt minutes chaque jour, sans compter les rendez-vous pris le soir qui auraient été perdus. Ces chiffres sont hypothétiques : l'audit gratuit sert justement à faire ce calcul avec vos propres volumes.

## Le plan de lancement, étape par étape

1. **Recensez les questions** : exportez quelques semaines de messages, d'e-mails et d'appels, puis classez les demandes les plus fréquentes.
2. **Fixez les objectifs** : moins de temps passé sur les réponses répétitives, plus de rendez-vous, moins d'appels pour le suivi des commandes. Choisissez deux ou trois indicateurs.
3. **Choisissez la configuration** : WhatsApp Business API, numéro dédié, compte Meta Business vérifié et profil d'entreprise complet.
4. **Écrivez les scénarios** : ton de la marque, réponses validées, règles de transfert vers un humain et message d'accueil qui annonce clairement le bot.
5. **Connectez vos outils** : agenda, boutique et CRM, souvent grâce à des workflows n8n qui font le lien entre WhatsApp et vos logiciels.
6. **Testez en interne**, puis avec un petit groupe de clients, avant d'ouvrir le canal à tous.
7. **Faites connaître le canal** : bouton sur votre site, lien dans vos e-mails, code QR en boutique, toujours avec un consentement clair.
8. **Améliorez chaque semaine** : relisez les conversations où le bot a échoué et enrichissez ses réponses.

Selon la complexité, la livraison prend de 48h à 2 semaines. Pour un projet plus large, nous suivons notre méthode habituelle : audit de 2 semaines, pilote d'un mois, puis déploiement progressif sur 2 à 6 mois.

## Mesurer les résultats

Un chatbot se pilote avec des chiffres, pas avec des impressions. Voici les indicateurs que nous suivons avec nos clients :

| Indicateur | Ce qu'il mesure | Comment le suivre |
|---|---|---|
| Taux de résolution automatique | Part des conversations réglées sans intervention humaine | Tableau de bord du bot, chaque semaine |
| Délai de première réponse | Rapidité de la prise en charge | Horodatage des messages |
| Taux de transfert vers un humain | Limites du bot et sujets à enrichir | Étiquettes de transfert |
| Rendez-vous ou commandes générés | Impact commercial direct | Agenda, CRM ou Shopify |
| Satisfaction client | Qualité perçue des réponses | Note demandée en fin de conversation |
| Taux de désinscription | Pertinence et fréquence des messages | Nombre de « STOP » reçus |

Comparez ces valeurs avec la situation d'avant le lancement : c'est la seule façon de connaître le retour réel de votre projet d'automatisation PME.

## Conclusion : un canal simple, une équipe soulagée

Un chatbot WhatsApp efficace ne remplace pas votre équipe : il la débarrasse des questions répétitives pour qu'elle se concentre sur les clients qui ont besoin d'elle. Commencez petit, avec les demandes les plus fréquentes, respectez le consentement de vos clients et mesurez chaque semaine. Pour voir ce que nous mettons en place, découvrez notre offre de [support client IA](/services#support-client). Et si vous voulez savoir ce qu'un bot pourrait traiter chez vous, [réservez une consultation gratuite de 15 minutes](/contact) : nous vous répondons sous 24h.`,
    },
    en: {
      title: 'WhatsApp chatbot for SMEs: a practical guide to better service',
      slug: 'whatsapp-chatbot-for-smes',
      excerpt:
        'App or API, what the bot should handle on its own, data protection, costs and metrics: everything you need to launch a WhatsApp chatbot that genuinely helps your customers.',
      metaTitle: 'WhatsApp chatbot for SMEs: setup, costs and results',
      metaDescription:
        'How an SME launches a useful WhatsApp chatbot: WhatsApp Business API, hand-over to a human, nFADP and opt-in, costs in CHF and the metrics worth tracking.',
      altText:
        'Dark illustration of a smartphone outline with green and white chat bubbles and a small robot icon answering.',
      targetKeywords: [
        'WhatsApp chatbot',
        'WhatsApp Business API',
        'automated customer service',
        'SME automation',
      ],
      tags: ['Chatbot', 'WhatsApp', 'Customer service', 'SMEs'],
      content: `Your customers are already messaging you on WhatsApp: to ask about your opening hours, book a slot, check on an order or get a quote. The trouble is that these messages arrive while you are with a client, out on a job or in the evening when the shop is closed. A well-designed WhatsApp chatbot answers simple questions straight away, takes bookings and passes the tricky cases to the right person. This guide explains, without jargon, how an SME sets up a bot that genuinely helps its customers: which tool to choose, what the bot should (and should not) do, how to respect data protection, what it costs and how to measure the results.

## Why WhatsApp for your customer service

### Your customers are already there

In Switzerland, France and Morocco alike, WhatsApp is part of daily life for most of your customers. They have nothing to install, nothing to learn and no form to fill in: they write to you as they would to a friend. For an SME, it is a more direct channel than e-mail and less intrusive than the phone. Messages are read quickly, and the conversation keeps the history of your exchanges, so nobody has to ask for the same information at every contact.

### The cost of an unanswered question

A customer who gets no answer does not wait: they open a competitor's website. Without a chatbot, 70% of visitors leave without an answer, simply because nobody is available when they ask their question. At the same time, your team spends a good part of its day repeating the same information: 30% of team time goes to manual tasks of this kind. Automated customer service on WhatsApp works on both fronts: it captures demand at any hour and frees up time for the conversations that really need a human.

## WhatsApp Business app or WhatsApp Business API?

Meta offers two ways of using WhatsApp as a business, and this choice shapes everything else.

The **WhatsApp Business app** is free and runs on a phone. It gives you a business profile, a catalogue, quick replies, labels and away messages. It is a good starting point for a sole trader, but it lets you neither plug in a real chatbot nor connect your software.

The **WhatsApp Business API** is built for automation: several colleagues on the same number, connection to your calendar, your Shopify store or your CRM, and replies written by an AI assistant. In return, it requires technical set-up, a verified Meta Business account and compliance with precise rules, for example prior approval of the message templates you send first. Meta charges for some conversations according to its own price list, which depends on the country and the type of message.

| Criterion | WhatsApp Business app | WhatsApp Business API |
|---|---|---|
| Cost of the tool | Free | Conversation fees charged by Meta |
| Chatbot and AI | Basic automatic replies | Full chatbot, AI possible |
| Several colleagues | Limited | Yes, with a shared inbox |
| Integrations (CRM, calendar, Shopify) | No | Yes, via API or n8n |
| Outgoing messages (reminders, confirmations) | Manual | Automated with approved templates |
| Who it suits | Sole traders, small volumes | SMEs that want automated customer service |

For a chatbot worthy of the name, the API is almost always the right choice. The app is still useful for testing your customers' interest before you invest.

## What the bot answers, and when it hands over

A good chatbot does not try to do everything. It settles repetitive requests quickly and knows its limits.

### Requests the bot handles on its own

- opening hours, address, directions and parking;
- public prices, availability and delivery or returns conditions;
- booking, changing and cancelling appointments;
- order tracking from an order number or an e-mail address;
- collecting information before a quote (type of need, budget, timing, photos);
- replies in the customer's language, including Arabic or English.

### When to hand over to a human

Hand-over is planned from the design stage. The bot hands over when the customer asks for it, when they make a complaint or express dissatisfaction, when a question falls outside the approved scope (medical or legal advice, an exceptional goodwill gesture) or when the bot has not understood after two attempts. The colleague then receives the full conversation and a summary, so the customer does not have to repeat themselves. Outside office hours, the bot says honestly when a person will get back in touch.

### Use case: booking appointments

Imagine a physiotherapy practice with four people. A patient writes "I'd like an appointment on Thursday". The bot checks the calendar, offers three slots, confirms the one chosen and sends a reminder the day before with a button to cancel. Reception only deals with special cases, and slots freed by a cancellation can be offered to other patients.

### Use case: order tracking

For an online shop, the question "Where is my parcel?" comes up again and again. Connected to Shopify and the carrier, the bot finds the order, gives its status and the tracking link, and opens a ticket if the parcel is late. The customer gets an answer in seconds, and the team only steps in for real problems.

## Data protection: nFADP, GDPR and opt-in

WhatsApp carries personal data: phone number, name, sometimes order or health information. In Switzerland, the new Federal Act on Data Protection (nFADP) applies; if you serve customers in the European Union, the GDPR does too. A few simple rules avoid most problems:

1. **Consent (opt-in)**: only send messages if the customer wrote to you first or explicitly agreed to be contacted on WhatsApp, and keep a record of that consent.
2. **Transparency**: mention WhatsApp and the automated assistant in your privacy policy, and tell the customer clearly that they are talking to a bot.
3. **Data minimisation**: the bot only asks for the data needed for the request, never for unnecessary sensitive data.
4. **Retention and hosting**: set a retention period and, where possible, host your automations and your database in Switzerland or the EU.
5. **Unsubscribing**: a simple "STOP" must be enough to stop receiving messages.

This list does not replace legal advice, but it covers the points we systematically check with our clients.

## How much does a WhatsApp chatbot cost an SME?

At Automatia, setting up a WhatsApp chatbot costs CHF 2,500–8,000, then CHF 200–500 per month for hosting, maintenance and improvements. The price covers the analysis of your frequent questions, the design of the scenarios, the connection to your tools, testing, a 2h training session for your team and 30 days of free support after delivery. Every project is priced on quote, and the amount depends mainly on three factors:

- **the scope**: a bot for frequent questions and appointments sits towards the lower end of the range, a bot linked to a shop, a CRM and an AI assistant towards the upper end;
- **the number of integrations** and their complexity;
- **the languages** to cover and the amount of content to prepare.

On top of this come the conversation fees charged directly by Meta and, if the bot uses an AI model, a usage cost that generally remains modest for an SME.

### An example to gauge the return

Imagine a hair salon with six people that receives around forty messages a day, mostly about appointments and opening hours. If each message takes three minutes, that adds up to two hours a day. If the bot handles two thirds of them on its own, the team gets back about one hour and twenty minutes every day, not counting the evening bookings that would otherwise have been lost. These figures are hypothetical: the free audit exists precisely to run this calculation with your own volumes.

## The launch plan, step by step

1. **List the questions**: export a few weeks of messages, e-mails and calls, then rank the most frequent requests.
2. **Set the goals**: less time spent on repetitive replies, more appointments, fewer calls about order tracking. Pick two or three metrics.
3. **Choose the set-up**: WhatsApp Business API, a dedicated number, a verified Meta Business account and a complete business profile.
4. **Write the scenarios**: brand tone, approved answers, rules for handing over to a human and a welcome message that clearly introduces the bot.
5. **Connect your tools**: calendar, shop and CRM, often through n8n workflows that link WhatsApp to your software.
6. **Test internally**, then with a small group of customers, before opening the channel to everyone.
7. **Promote the channel**: a button on your website, a link in your e-mails, a QR code in the shop, always with clear consent.
8. **Improve every week**: reread the conversations where the bot failed and enrich its answers.

Depending on complexity, delivery takes from 48h to 2 weeks. For a larger project, we follow our usual method: a 2-week audit, a 1-month pilot, then gradual scaling over 2 to 6 months.

## Measuring the results

A chatbot is steered with figures, not impressions. These are the metrics we track with our clients:

| Metric | What it measures | How to track it |
|---|---|---|
| Automatic resolution rate | Share of conversations settled without human intervention | Bot dashboard, every week |
| First response time | How quickly requests are picked up | Message timestamps |
| Hand-over rate to a human | The bot's limits and topics to enrich | Hand-over labels |
| Appointments or orders generated | Direct commercial impact | Calendar, CRM or Shopify |
| Customer satisfaction | Perceived quality of the answers | Rating requested at the end of the conversation |
| Unsubscribe rate | Relevance and frequency of messages | Number of "STOP" replies received |

Compare these values with the situation before launch: it is the only way to know the real return of your SME automation project.

## Conclusion: a simple channel, a team with room to breathe

An effective WhatsApp chatbot does not replace your team: it takes the repetitive questions off their hands so they can focus on the customers who need them. Start small, with the most frequent requests, respect your customers' consent and measure every week. To see what we put in place, explore our [AI customer support](/services#support-client) offer. And if you want to know what a bot could handle in your business, [book a free 15-minute consultation](/contact): we reply within 24h.`,
    },
    ar: {
      title: 'روبوت محادثة WhatsApp للشركات الصغيرة والمتوسطة: دليل عملي',
      slug: 'روبوت-محادثة-واتساب-للشركات',
      excerpt:
        'التطبيق أم الواجهة البرمجية، وما يتولاه الروبوت وحده، وحماية البيانات، والتكاليف والمؤشرات: كل ما تحتاجه لإطلاق روبوت محادثة WhatsApp يخدم عملاءك فعلًا.',
      metaTitle: 'روبوت محادثة WhatsApp: الإعداد والتكلفة والنتائج',
      metaDescription:
        'كيف تطلق شركة صغيرة أو متوسطة روبوت محادثة WhatsApp مفيدًا: WhatsApp Business API، والتحويل إلى موظف، وحماية البيانات والموافقة، والتكلفة والمؤشرات.',
      altText:
        'رسم داكن لإطار هاتف ذكي تظهر فيه فقاعات محادثة خضراء وبيضاء وأيقونة روبوت صغيرة تجيب.',
      targetKeywords: [
        'روبوت محادثة WhatsApp',
        'WhatsApp Business API',
        'خدمة عملاء مؤتمتة',
        'أتمتة الشركات الصغيرة والمتوسطة',
      ],
      tags: ['روبوت محادثة', 'WhatsApp', 'خدمة العملاء', 'الشركات الصغيرة'],
      content: `يراسلك عملاؤك بالفعل على WhatsApp: ليسألوا عن مواعيد العمل، أو يحجزوا موعدًا، أو يستفسروا عن طلبياتهم، أو يطلبوا عرض سعر. المشكلة أن هذه الرسائل تصل وأنت في اجتماع، أو في موقع عمل، أو في المساء بعد إغلاق المحل. روبوت محادثة WhatsApp المصمَّم جيدًا يجيب فورًا عن الأسئلة البسيطة، ويسجّل الحجوزات، ويحيل الحالات الدقيقة إلى الشخص المناسب. يشرح هذا الدليل، بلغة واضحة، كيف تُطلق شركة صغيرة أو متوسطة روبوتًا يساعد عملاءها حقًا: أي أداة تختار، وما الذي ينبغي أن يفعله الروبوت وما لا ينبغي، وكيف تحترم حماية البيانات، وكم يكلّف ذلك، وكيف تقيس النتائج.

## لماذا WhatsApp لخدمة عملائك

### عملاؤك موجودون هناك أصلًا

في سويسرا وفرنسا والمغرب على حد سواء، أصبح WhatsApp جزءًا من الحياة اليومية لمعظم عملائك. لا يحتاجون إلى تثبيت أي شيء ولا إلى تعلّم أي شيء ولا إلى ملء أي استمارة: يكتبون إليك كما يكتبون إلى صديق. وهو بالنسبة إلى الشركة الصغيرة قناة أكثر مباشرة من البريد الإلكتروني وأقل إزعاجًا من الهاتف. تُقرأ الرسائل بسرعة، وتحتفظ المحادثة بسجل التبادلات، فلا حاجة إلى طلب المعلومات نفسها في كل تواصل.

### ثمن السؤال الذي لا يجد جوابًا

العميل الذي لا يتلقى ردًّا لا ينتظر: بل يفتح موقع المنافس. من دون روبوت محادثة، يغادر 70% من الزوار دون الحصول على إجابة، لمجرد أنه لا يوجد أحد متاح لحظة طرح السؤال. وفي المقابل، يقضي فريقك جزءًا كبيرًا من يومه في تكرار المعلومات نفسها: إذ يذهب 30% من وقت الفرق إلى مهام يدوية من هذا النوع. وتعمل خدمة العملاء المؤتمتة على WhatsApp على الجبهتين معًا: فهي تلتقط الطلب في أي ساعة، وتحرّر الوقت للمحادثات التي تحتاج فعلًا إلى إنسان.

## تطبيق WhatsApp Business أم WhatsApp Business API؟

تقدّم Meta طريقتين لاستخدام WhatsApp في الأعمال، وهذا الاختيار يحدّد كل ما بعده.

**تطبيق WhatsApp Business** مجاني ويُثبَّت على الهاتف. يوفّر ملفًا تعريفيًا للشركة، وكتالوجًا، وردودًا سريعة، وتصنيفات، ورسائل غياب. إنه نقطة انطلاق جيدة لصاحب عمل مستقل، لكنه لا يسمح بربط روبوت محادثة حقيقي ولا بربط برامجك.

أما **WhatsApp Business API** فمصمَّمة للأتمتة: عدة موظفين على الرقم نفسه، وربط بالتقويم أو بمتجر Shopify أو بنظام CRM، وردود يصوغها مساعد بالذكاء الاصطناعي. وفي المقابل، تتطلب إعدادًا تقنيًا، وحساب Meta Business موثَّقًا، والالتزام بقواعد دقيقة، منها مثلًا الموافقة المسبقة على قوالب الرسائل التي تبادر أنت بإرسالها. وتفرض Meta رسومًا على بعض المحادثات وفق تعرفتها الخاصة، التي تختلف حسب البلد ونوع الرسالة.

| المعيار | تطبيق WhatsApp Business | WhatsApp Business API |
|---|---|---|
| تكلفة الأداة | مجاني | رسوم محادثات تفرضها Meta |
| روبوت المحادثة والذكاء الاصطناعي | ردود تلقائية بسيطة | روبوت كامل مع إمكانية الذكاء الاصطناعي |
| عدة موظفين | محدود | نعم، مع صندوق وارد مشترك |
| التكامل (CRM، التقويم، Shopify) | لا | نعم، عبر API أو n8n |
| الرسائل الصادرة (تذكيرات، تأكيدات) | يدوية | مؤتمتة بقوالب معتمدة |
| لمن يناسب | المستقلون وأحجام الرسائل الصغيرة | الشركات التي تريد خدمة عملاء مؤتمتة |

للحصول على روبوت محادثة جدير بهذا الاسم، تكون الواجهة البرمجية هي الخيار الصحيح في أغلب الأحيان. ويبقى التطبيق مفيدًا لاختبار اهتمام عملائك قبل الاستثمار.

## ما يجيب عنه الروبوت، ومتى يحيل المحادثة

الروبوت الجيد لا يحاول أن يفعل كل شيء. إنه يعالج الطلبات المتكررة بسرعة ويعرف حدوده.

### الطلبات التي يعالجها الروبوت وحده

- مواعيد العمل والعنوان وطريقة الوصول ومواقف السيارات؛
- الأسعار المعلنة والتوافر وشروط التوصيل أو الإرجاع؛
- حجز المواعيد وتعديلها وإلغاؤها؛
- تتبّع الطلبية انطلاقًا من رقمها أو من عنوان البريد الإلكتروني؛
- جمع المعلومات قبل إعداد عرض سعر (نوع الحاجة، الميزانية، الأجل، الصور)؛
- الرد بلغة العميل، بما في ذلك العربية أو الإنجليزية.

### متى يحيل المحادثة إلى موظف

يُخطَّط للتحويل منذ مرحلة التصميم. يحيل الروبوت المحادثة عندما يطلب العميل ذلك، أو عندما يقدّم شكوى أو يعبّر عن استيائه، أو عندما يخرج السؤال عن النطاق المعتمد (استشارة طبية أو قانونية، أو بادرة تجارية استثنائية)، أو عندما لا يفهم الروبوت بعد محاولتين. عندئذ يتلقى الموظف المحادثة كاملة مع ملخص لها، حتى لا يضطر العميل إلى التكرار. وخارج ساعات العمل، يخبر الروبوت العميل بصدق متى سيعاود شخص التواصل معه.

### حالة استخدام: حجز المواعيد

لنتخيّل عيادة علاج طبيعي تضم أربعة أشخاص. يكتب مريض: «أريد موعدًا يوم الخميس». يطّلع الروبوت على التقويم، ويقترح ثلاثة مواعيد، ويؤكد الموعد المختار، ثم يرسل تذكيرًا في اليوم السابق مع زر للإلغاء. ولا يتعامل قسم الاستقبال إلا مع الحالات الخاصة، ويمكن عرض المواعيد التي تحررت بسبب الإلغاء على مرضى آخرين.

### حالة استخدام: تتبّع الطلبيات

في المتجر الإلكتروني، يتكرر سؤال «أين طردي؟» باستمرار. بعد ربطه بـShopify وبشركة الشحن، يعثر الروبوت على الطلبية، ويعطي حالتها ورابط التتبّع، ويفتح تذكرة إذا تأخر الطرد. يحصل العميل على جوابه في ثوانٍ، ولا يتدخل الفريق إلا في المشكلات الحقيقية.

## حماية البيانات: القانون السويسري الجديد، واللائحة الأوروبية، والموافقة المسبقة

ينقل WhatsApp بيانات شخصية: رقم الهاتف، والاسم، وأحيانًا معلومات عن الطلبيات أو الصحة. في سويسرا، ينطبق القانون الاتحادي الجديد لحماية البيانات (nLPD)؛ وإذا كنت تخدم عملاء في الاتحاد الأوروبي، فتنطبق أيضًا اللائحة العامة لحماية البيانات (RGPD). وتجنّبك بعض القواعد البسيطة معظم المشكلات:

1. **الموافقة المسبقة (opt-in)**: لا ترسل رسائل إلا إذا كان العميل قد راسلك أولًا أو وافق صراحةً على التواصل معه عبر WhatsApp، واحتفظ بما يثبت هذه الموافقة.
2. **الشفافية**: اذكر WhatsApp والمساعد المؤتمت في سياسة الخصوصية، وأخبر العميل بوضوح أنه يتحدث إلى روبوت.
3. **تقليل البيانات**: لا يطلب الروبوت إلا البيانات اللازمة للطلب، ولا يطلب أبدًا بيانات حساسة لا حاجة إليها.
4. **الحفظ والاستضافة**: حدّد مدة لحفظ البيانات، واستضف أتمتتك وقاعدة بياناتك في سويسرا أو في الاتحاد الأوروبي كلما أمكن.
5. **إلغاء الاشتراك**: يجب أن تكفي كلمة «STOP» بسيطة للتوقف عن تلقي الرسائل.

لا تغني هذه القائمة عن استشارة قانونية، لكنها تغطي النقاط التي نتحقق منها دائمًا مع عملائنا.

## كم يكلّف روبوت محادثة WhatsApp للشركة الصغيرة أو المتوسطة؟

لدى Automatia، تتراوح تكلفة إعداد روبوت محادثة WhatsApp بين CHF 2,500 و8,000، ثم بين CHF 200 و500 شهريًا للاستضافة والصيانة والتحسينات. ويشمل هذا السعر تحليل أسئلتك المتكررة، وتصميم السيناريوهات، والربط بأدواتك، والاختبارات، وتدريبًا لفريقك مدته ساعتان، و30 يومًا من الدعم المجاني بعد التسليم. ويُسعَّر كل مشروع حسب عرض السعر، ويتوقف المبلغ أساسًا على ثلاثة عوامل:

- **النطاق**: روبوت للأسئلة المتكررة والمواعيد يقع عادة في الحد الأدنى من النطاق، أما روبوت مرتبط بمتجر ونظام CRM ومساعد ذكي فيقع في الحد الأعلى؛
- **عدد عمليات الربط** ومدى تعقيدها؛
- **اللغات** المطلوبة وحجم المحتوى الذي يجب إعداده.

يُضاف إلى ذلك رسوم المحادثات التي تفرضها Meta مباشرة، وإذا كان الروبوت يستخدم نموذج ذكاء اصطناعي، تكلفة استخدام تبقى عادةً متواضعة بالنسبة إلى شركة صغيرة.

### مثال لتقدير المردودية

لنتخيّل صالون حلاقة يضم ستة أشخاص ويتلقى نحو أربعين رسالة يوميًا، معظمها عن المواعيد ومواعيد العمل. إذا استغرقت كل رسالة ثلاث دقائق، فهذا يعني ساعتين يوميًا. وإذا عالج الروبوت وحده ثلثي هذه الرسائل، يستعيد الفريق نحو ساعة وعشرين دقيقة كل يوم، دون احتساب الحجوزات المسائية التي كانت ستضيع. هذه الأرقام افتراضية: والتدقيق المجاني موجود بالضبط لإجراء هذا الحساب بأحجامك الفعلية.

## خطة الإطلاق خطوة بخطوة

1. **اجرد الأسئلة**: صدّر بضعة أسابيع من الرسائل والبريد الإلكتروني والمكالمات، ثم رتّب الطلبات الأكثر تكرارًا.
2. **حدّد الأهداف**: وقت أقل في الردود المتكررة، ومواعيد أكثر، ومكالمات أقل عن تتبّع الطلبيات. اختر مؤشرين أو ثلاثة.
3. **اختر الإعداد**: WhatsApp Business API، ورقم مخصص، وحساب Meta Business موثَّق، وملف تعريفي كامل للشركة.
4. **اكتب السيناريوهات**: أسلوب العلامة التجارية، والإجابات المعتمدة، وقواعد التحويل إلى موظف، ورسالة ترحيب تعرّف بالروبوت بوضوح.
5. **اربط أدواتك**: التقويم والمتجر ونظام CRM، غالبًا عبر مسارات عمل n8n تربط WhatsApp ببرامجك.
6. **اختبر داخليًا**، ثم مع مجموعة صغيرة من العملاء، قبل فتح القناة للجميع.
7. **عرّف بالقناة**: زر على موقعك، ورابط في رسائلك الإلكترونية، ورمز QR في المحل، مع موافقة واضحة دائمًا.
8. **حسّن كل أسبوع**: أعد قراءة المحادثات التي أخفق فيها الروبوت، وأثرِ إجاباته.

حسب درجة التعقيد، يستغرق التسليم من 48 ساعة إلى أسبوعين. وفي المشاريع الأوسع، نتّبع منهجيتنا المعتادة: تدقيق لمدة أسبوعين، ثم مرحلة تجريبية لمدة شهر، ثم توسيع تدريجي على مدى 2 إلى 6 أشهر.

## قياس النتائج

يُدار روبوت المحادثة بالأرقام لا بالانطباعات. هذه هي المؤشرات التي نتابعها مع عملائنا:

| المؤشر | ما الذي يقيسه | كيف تتابعه |
|---|---|---|
| معدل الحل التلقائي | نسبة المحادثات التي تُحل دون تدخّل بشري | لوحة متابعة الروبوت، كل أسبوع |
| مدة الرد الأول | سرعة التكفّل بالطلب | توقيت الرسائل |
| معدل التحويل إلى موظف | حدود الروبوت والمواضيع التي يجب إثراؤها | تصنيفات التحويل |
| المواعيد أو الطلبيات المحققة | الأثر التجاري المباشر | التقويم أو CRM أو Shopify |
| رضا العملاء | الجودة المتصوَّرة للإجابات | تقييم يُطلب في نهاية المحادثة |
| معدل إلغاء الاشتراك | ملاءمة الرسائل ووتيرتها | عدد رسائل «STOP» المستلمة |

قارن هذه القيم بالوضع قبل الإطلاق: فهذه هي الطريقة الوحيدة لمعرفة العائد الحقيقي لمشروع أتمتة الشركات الصغيرة والمتوسطة لديك.

## الخلاصة: قناة بسيطة وفريق مرتاح

روبوت محادثة WhatsApp الفعّال لا يحلّ محل فريقك: بل يخفّف عنه الأسئلة المتكررة ليتفرغ للعملاء الذين يحتاجون إليه. ابدأ صغيرًا بالطلبات الأكثر تكرارًا، واحترم موافقة عملائك، وقِس النتائج كل أسبوع. لتتعرّف على ما نقدّمه، اطّلع على عرضنا في [دعم العملاء بالذكاء الاصطناعي](/services#support-client). وإذا أردت أن تعرف ما يمكن أن يتولاه روبوت في شركتك، [احجز استشارة مجانية مدتها 15 دقيقة](/contact): نرد عليك خلال 24 ساعة.`,
    },
    'ar-ma': {
      title: 'شاتبوت WhatsApp للمقاولات الصغيرة: دليل عملي باش تخدم الكليان ديالك',
      slug: 'شاتبوت-واتساب-للمقاولات-الصغيرة',
      excerpt:
        'التطبيق ولا الـAPI، شنو يدير الشاتبوت بوحدو، حماية المعطيات، الثمن والمؤشرات: كلشي باش تطلق شاتبوت WhatsApp كيعاون الكليان ديالك بصح.',
      metaTitle: 'شاتبوت WhatsApp: كيفاش تطلقو، شحال كيكلف والنتائج',
      metaDescription:
        'كيفاش مقاولة صغيرة تطلق شاتبوت WhatsApp نافع: WhatsApp Business API، التحويل لبنادم، حماية المعطيات والموافقة، الثمن بالـCHF والمؤشرات اللي خاصك تتبّع.',
      altText:
        'رسمة غامقة فيها شكل ديال تيليفون ذكي وفقاعات ديال الشات خضرا وبيضا وأيقونة صغيرة ديال روبو كيجاوب.',
      targetKeywords: [
        'شاتبوت WhatsApp',
        'WhatsApp Business API',
        'خدمة الكليان أوتوماتيكية',
        'أتمتة المقاولات الصغيرة',
      ],
      tags: ['شاتبوت', 'WhatsApp', 'خدمة الكليان', 'المقاولات'],
      content: `الكليان ديالك راهم كيكتبو ليك من قبل فـWhatsApp: باش يسولو على الوقت فاش كتحل، ياخدو رونديفو، يعرفو فين وصلات الكوموند ديالهم ولا يطلبو دوفي. المشكل هو أن هاد الميساجات كيوصلو وانت مع شي كليان، ولا فشي شانطي، ولا فالليل ملي الحانوت مسدود. شاتبوت WhatsApp مصاوب مزيان كيجاوب دغيا على الأسئلة الساهلة، كياخد الحجوزات، وكيدوّز الحالات الصعيبة للشخص المناسب. هاد الدليل كيشرح ليك، بلا تعقاد، كيفاش مقاولة صغيرة تطلق بوت كيعاون الكليان ديالها بصح: أشمن أداة تختار، شنو خاص البوت يدير وشنو ما خاصوش يدير، كيفاش تحترم حماية المعطيات، شحال كيكلف، وكيفاش تقيس النتائج.

## علاش WhatsApp لخدمة الكليان ديالك

### الكليان ديالك راهم تما أصلا

فسويسرا، ففرنسا وفالمغرب، WhatsApp ولا جزء من الحياة اليومية ديال أغلب الكليان ديالك. ما خاصهم يثبتو والو، ما خاصهم يتعلمو والو، وما كاين حتى فورمولير يعمرو: كيكتبو ليك بحال إلا كيكتبو لصاحبهم. بالنسبة لمقاولة صغيرة، هادي قناة مباشرة كثر من الإيميل وما كتقلقش بحال التيليفون. الميساجات كيتقراو بالزربة، والمحادثة كتحفظ التاريخ ديال الهضرة، إذن ما كاينش علاش تعاود تسول على نفس المعلومات فكل مرة.

### شحال كيخسرك سؤال بلا جواب

الكليان اللي ما لقاش جواب ما كيتسناش: كيحل السيت ديال المنافس. بلا شاتبوت، 70% ديال الزوار كيمشيو بلا ما ياخدو جواب، غير حيت ما كاين حتى واحد فاضي فالوقت اللي سولو فيه. ومن جهة أخرى، الفرقة ديالك كتضيع جزء كبير من النهار كتعاود نفس المعلومات: 30% من الوقت ديال الفرق كيمشي فخدمات يدوية بحال هادي. خدمة الكليان الأوتوماتيكية فـWhatsApp كتخدم على الجوج: كتشد الطلب فأي ساعة، وكتخلي ليك الوقت للمحادثات اللي خاصها بنادم بصح.

## تطبيق WhatsApp Business ولا WhatsApp Business API؟

Meta كتعطي جوج طرق باش تستعمل WhatsApp فالبيزنس، وهاد الاختيار هو اللي كيحدد كلشي من بعد.

**تطبيق WhatsApp Business** فابور وكيتثبت فالتيليفون. فيه بروفيل ديال الشركة، كاطالوگ، أجوبة سريعة، تيكيتات وميساجات ديال الغياب. مزيان باش يبدا بيه شي واحد خدام بوحدو، ولكن ما كيخليكش تربط شاتبوت بصح ولا تربط اللوجيسيالات ديالك.

أما **WhatsApp Business API** فمصاوبة للأتمتة: بزاف ديال الخدامة على نفس النمرة، ربط مع الأجندة، مع الحانوت ديالك فـShopify ولا مع الـCRM، وأجوبة كيكتبها مساعد بالذكاء الاصطناعي. ولكن فالمقابل، خاصها إعداد تقني، وكونط Meta Business موثّق، واحترام قواعد مضبوطة، بحال الموافقة المسبقة على الموديلات ديال الميساجات اللي كتبدا انت تصيفطهم. و Meta كتخلّص على بعض المحادثات حسب التعريفة ديالها، اللي كتبدل على حساب البلاد ونوع الميساج.

| المعيار | تطبيق WhatsApp Business | WhatsApp Business API |
|---|---|---|
| ثمن الأداة | فابور | مصاريف المحادثات كتخلصها لـMeta |
| الشاتبوت والذكاء الاصطناعي | أجوبة أوتوماتيكية بسيطة | شاتبوت كامل، والذكاء الاصطناعي ممكن |
| بزاف ديال الخدامة | محدود | إيه، مع بواط ديال الميساجات مشتركة |
| الربط (CRM، الأجندة، Shopify) | لا | إيه، عبر API ولا n8n |
| الميساجات الخارجة (تذكير، تأكيد) | باليد | أوتوماتيكية بموديلات مقبولة |
| لمن صالح | اللي خدامين بوحدهم، ميساجات قليلة | المقاولات اللي بغات خدمة الكليان أوتوماتيكية |

إلا بغيتي شاتبوت بصح، الـAPI هي الاختيار الصحيح تقريبا ديما. والتطبيق كيبقى نافع باش تجرب واش الكليان ديالك مهتمين قبل ما تستثمر.

## شنو كيجاوب البوت، وفوقاش كيدوّز لبنادم

البوت المزيان ما كيحاولش يدير كلشي. كيحل الطلبات اللي كتعاود بالزربة، وعارف الحدود ديالو.

### الطلبات اللي كيحلها البوت بوحدو

- الوقت ديال الخدمة، العنوان، كيفاش توصل والباركينگ؛
- الأثمنة المعلنة، واش الحاجة كاينة، وشروط التوصيل ولا الرجوع؛
- أخذ الرونديفو، تبديلو ولا إلغاؤه؛
- تتبّع الكوموند من النمرة ديالها ولا من الإيميل؛
- جمع المعلومات قبل الدوفي (نوع الحاجة، الميزانية، الوقت، التصاور)؛
- الجواب باللغة ديال الكليان، حتى بالعربية ولا بالإنجليزية.

### فوقاش خاص البوت يدوّز لبنادم

التحويل خاصو يتوجد من الأول ديال التصميم. البوت كيدوّز المحادثة ملي الكليان كيطلب هادشي، ملي كيشكي ولا ما كيكونش راضي، ملي السؤال كيخرج على الإطار المقبول (نصيحة طبية ولا قانونية، ولا شي تخفيض استثنائي)، ولا ملي البوت ما فهمش من بعد جوج محاولات. ديك الساعة الخدام كياخد المحادثة كاملة مع ملخص ديالها، باش الكليان ما يعاودش من الأول. ومن برا أوقات الخدمة، البوت كيقول للكليان بصراحة إمتى غادي يتاصل بيه شي واحد.

### مثال: أخذ الرونديفو

نتخيلو عيادة ديال الكينيزيثيرابي فيها ربعة ديال الناس. واحد المريض كتب: «بغيت رونديفو نهار الخميس». البوت كيشوف الأجندة، كيقترح ثلاثة ديال المواعيد، كيأكد الموعد اللي ختار، ومن بعد كيصيفط تذكير نهار قبل مع بوطونة باش يلغي. السكريتارية ما بقاتش كتهز غير الحالات الخاصة، والمواعيد اللي تخواو بسبب الإلغاء يقدرو يتعرضو على مرضى آخرين.

### مثال: تتبّع الكوموند

فالحانوت الإلكتروني، سؤال «فين وصل الكولي ديالي؟» ديما كيتعاود. ملي كيكون مربوط بـShopify وبشركة التوصيل، البوت كيلقى الكوموند، كيعطي الحالة ديالها والرابط ديال التتبّع، وكيحل تيكي إلا تعطل الكولي. الكليان كياخد الجواب فثواني، والفرقة ما كتدخلش غير فالمشاكل الحقيقية.

## حماية المعطيات: القانون السويسري الجديد، القانون الأوروبي والموافقة

WhatsApp كيدوز فيه معطيات شخصية: النمرة ديال التيليفون، السمية، وشي مرات معلومات على الكوموند ولا على الصحة. فسويسرا، كيطبق القانون الجديد ديال حماية المعطيات (nLPD)؛ وإلا كنتي كتخدم كليان فالاتحاد الأوروبي، كيطبق حتى القانون الأوروبي (RGPD). شي قواعد ساهلة كيبعدو عليك أغلب المشاكل:

1. **الموافقة المسبقة (opt-in)**: ما تصيفط ميساجات غير إلا الكليان كتب ليك هو الأول ولا وافق بصراحة باش تتاصل بيه فـWhatsApp، وحفظ شي حاجة كتثبت هاد الموافقة.
2. **الشفافية**: ذكر WhatsApp والمساعد الأوتوماتيكي فسياسة الخصوصية ديالك، وقول للكليان بالواضح بلي راه كيهضر مع بوت.
3. **قلل المعطيات**: البوت ما كيطلب غير المعطيات اللي محتاجها الطلب، وعمرو ما يطلب معطيات حساسة بلا سبب.
4. **الحفظ والاستضافة**: حدد شحال غادي تحفظ المعطيات، وإلا قدرتي، دير الأتمتة وقاعدة البيانات ديالك فسويسرا ولا فالاتحاد الأوروبي.
5. **إلغاء الاشتراك**: كلمة «STOP» بوحدها خاصها تكفي باش الكليان ما يبقاش يوصلو ميساجات.

هاد اللائحة ما كتعوضش استشارة قانونية، ولكن كتغطي النقط اللي ديما كنتأكدو منها مع الكليان ديالنا.

## شحال كيكلف شاتبوت WhatsApp لمقاولة صغيرة؟

عند Automatia، التركيب ديال شاتبوت WhatsApp كيكلف ما بين CHF 2,500 و8,000، ومن بعد ما بين CHF 200 و500 فالشهر للاستضافة، الصيانة والتحسينات. هاد الثمن فيه التحليل ديال الأسئلة اللي كتعاود عندك، التصميم ديال السيناريوهات، الربط مع الأدوات ديالك، التيستات، تكوين ديال جوج ساعات للفرقة ديالك، و30 يوم ديال الدعم فابور من بعد التسليم. كل مشروع كيتحسب على حساب الدوفي، والثمن كيتعلق بالخصوص بثلاثة ديال الحوايج:

- **الإطار ديال الخدمة**: بوت ديال الأسئلة المتكررة والرونديفوات كيكون غالبا فالتحت ديال الفورشيت، وبوت مربوط بحانوت، بـCRM وبمساعد ذكي كيكون فالفوق؛
- **شحال من ربط** كاين وشحال صعيب؛
- **اللغات** اللي خاص البوت يهضر بيها وشحال من محتوى خاصو يتوجد.

وزيد على هادشي المصاريف ديال المحادثات اللي كتخلصها لـMeta نيشان، وإلا كان البوت كيستعمل موديل ديال الذكاء الاصطناعي، تكلفة الاستعمال اللي غالبا كتبقى صغيرة بالنسبة لمقاولة صغيرة.

### مثال باش تفهم الربح

نتخيلو صالون ديال الحلاقة فيه ستة ديال الناس، كيوصلو ليه شي ربعين ميساج فالنهار، أغلبهم على الرونديفوات والوقت ديال الخدمة. إلا كل ميساج كياخد ثلاثة دقايق، راه هادي جوج ساعات فالنهار. وإلا البوت حل بوحدو جوج تلوث منهم، الفرقة كترجع ليها تقريبا ساعة وعشرين دقيقة كل نهار، بلا ما نحسبو الرونديفوات ديال الليل اللي كانو غادي يضيعو. هاد الأرقام غير افتراضية: والأوديت الفابور كاين بالضبط باش نديرو هاد الحساب بالأرقام ديالك نتا.

## خطة الإطلاق، خطوة بخطوة

1. **جمع الأسئلة**: خرج شي سيمانات ديال الميساجات، الإيميلات والتيليفونات، ومن بعد رتب الطلبات اللي كتعاود كثر.
2. **حدد الأهداف**: وقت قل فالأجوبة اللي كتعاود، رونديفوات كثر، وتيليفونات قل على تتبّع الكوموند. ختار جوج ولا ثلاثة ديال المؤشرات.
3. **ختار الإعداد**: WhatsApp Business API، نمرة خاصة، كونط Meta Business موثّق وبروفيل ديال الشركة كامل.
4. **كتب السيناريوهات**: الطريقة ديال الهضرة ديال الماركة، الأجوبة المقبولة، قواعد التحويل لبنادم، وميساج ديال الترحيب اللي كيقول بالواضح بلي هذا بوت.
5. **ربط الأدوات ديالك**: الأجندة، الحانوت والـCRM، غالبا بـworkflows ديال n8n اللي كيربطو WhatsApp باللوجيسيالات ديالك.
6. **جرب داخل الشركة**، ومن بعد مع مجموعة صغيرة ديال الكليان، قبل ما تحل القناة للناس كاملين.
7. **عرّف بالقناة**: بوطونة فالسيت ديالك، رابط فالإيميلات ديالك، QR code فالحانوت، وديما مع موافقة واضحة.
8. **حسّن كل سيمانة**: عاود قرا المحادثات اللي البوت فشل فيهم وزيد غني الأجوبة ديالو.

على حساب الصعوبة، التسليم كياخد من 48 ساعة حتى لسيمانتين. وفالمشاريع الكبار، كنتبعو الطريقة ديالنا العادية: أوديت ديال سيمانتين، مرحلة تجريبية ديال شهر، ومن بعد توسيع بشوية بشوية على مدة ما بين 2 و6 شهور.

## قياس النتائج

الشاتبوت كيتسيّر بالأرقام، ماشي بالإحساس. هادو هما المؤشرات اللي كنتبعو مع الكليان ديالنا:

| المؤشر | شنو كيقيس | كيفاش تتبعو |
|---|---|---|
| نسبة الحل الأوتوماتيكي | شحال من محادثة تحلات بلا تدخل ديال بنادم | الداشبورد ديال البوت، كل سيمانة |
| الوقت ديال أول جواب | شحال دغيا كيتشد الطلب | الوقت ديال الميساجات |
| نسبة التحويل لبنادم | الحدود ديال البوت والمواضيع اللي خاصها تتغنى | تيكيتات التحويل |
| الرونديفوات ولا الكوموندات اللي جات | الأثر التجاري المباشر | الأجندة، الـCRM ولا Shopify |
| رضا الكليان | الجودة ديال الأجوبة كيفما كيحس بيها الكليان | تنقيط كيتطلب فالأخير ديال المحادثة |
| نسبة إلغاء الاشتراك | واش الميساجات مناسبة وشحال كيتصيفطو | شحال من «STOP» وصل |

قارن هاد الأرقام مع الحالة اللي كانت قبل الإطلاق: هادي هي الطريقة الوحيدة باش تعرف الربح الحقيقي ديال مشروع أتمتة المقاولات الصغيرة ديالك.

## الخلاصة: قناة ساهلة وفرقة مرتاحة

شاتبوت WhatsApp اللي خدام مزيان ما كيعوضش الفرقة ديالك: كيحيد عليها الأسئلة اللي كتعاود باش تركز على الكليان اللي محتاجينها. بدا بالصغير، بالطلبات اللي كتعاود كثر، احترم الموافقة ديال الكليان ديالك، وقيس النتائج كل سيمانة. باش تشوف شنو كنديرو، طل على العرض ديالنا ديال [خدمة الكليان بالذكاء الاصطناعي](/services#support-client). وإلا بغيتي تعرف شنو يقدر يدير بوت عندك، [حجز استشارة فابور ديال 15 دقيقة](/contact): كنجاوبوك فأقل من 24 ساعة.`,
    },
  },
};
