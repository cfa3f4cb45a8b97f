import type { LandingSeed } from '../landing-seeds';

export const leysin: LandingSeed = {
  slug: 'leysin',
  kind: 'region',
  areaServed: 'Leysin, Vaud, Switzerland',
  country: 'CH',
  text: {
    fr: {
      title: 'Automatisation IA et chatbots à Leysin',
      description:
        'Chatbots multilingues, workflows n8n et sites intelligents pour les écoles internationales, hôtels et commerces de Leysin. Consultation gratuite de 15 min.',
      heroTitle: "L'IA au service des écoles et du tourisme de Leysin",
      heroDescription:
        "Des familles du monde entier écrivent à vos admissions, des skieurs réservent à la dernière minute : nous automatisons les réponses, les inscriptions et les réservations, en français, en anglais et en arabe, pour que vos équipes se concentrent sur l'accueil.",
      sectionTitle: 'Des solutions pensées pour Leysin',
      features: [
        {
          title: 'Chatbot admissions 24/7',
          description:
            'Un assistant sur votre site et sur WhatsApp répond aux parents sur les programmes, les frais et le calendrier, à toute heure et dans leur fuseau horaire, puis transmet les dossiers qualifiés à votre équipe.',
        },
        {
          title: 'Réservations hôtelières automatisées',
          description:
            "Confirmations, rappels d'arrivée, demandes de location de matériel : les messages répétitifs partent seuls et votre réception garde du temps pour les clients présents.",
        },
        {
          title: "Workflows n8n pour l'administration",
          description:
            "Inscriptions, facturation, relances de paiement et rapports passent d'un outil à l'autre sans ressaisie, grâce à des workflows n8n que vous gardez sous contrôle.",
        },
        {
          title: 'Un site multilingue qui convertit',
          description:
            'Un site rapide en français, anglais et arabe, livré dès 48h, qui met en avant vos offres de saison et oriente chaque visiteur vers la bonne demande.',
        },
      ],
      intro: [
        "Perchée au-dessus de la vallée du Rhône, dans les Alpes vaudoises, Leysin a bâti sa réputation sur l'air de la montagne : d'abord station de cure, elle accueille aujourd'hui des internats et écoles internationales, des écoles hôtelières et des visiteurs qui viennent skier, grimper ou randonner autour de la Tour d'Aï.",
        "Cette économie a deux particularités : elle parle toutes les langues et vit au rythme des saisons. Les demandes d'admission arrivent de plusieurs continents, souvent pendant la nuit suisse, tandis que les hôtels et les loueurs de matériel absorbent les semaines de pointe avec des équipes saisonnières qui changent chaque hiver.",
        "C'est précisément là que l'automatisation rapporte : un chatbot qui répond immédiatement, des workflows qui enchaînent les tâches administratives et un site multilingue qui travaille pendant que vos équipes se reposent. Nous le mettons en place en quelques semaines, avec 30 jours de support gratuit après la livraison.",
      ],
    },
    en: {
      title: 'AI automation and chatbots in Leysin',
      description:
        "Multilingual chatbots, n8n workflows and smart websites for Leysin's international schools, hotels and shops. Book a free 15-minute consultation.",
      heroTitle: "AI that works for Leysin's schools and tourism",
      heroDescription:
        'Families from around the world write to your admissions office and skiers book at the last minute: we automate replies, enrolments and bookings in French, English and Arabic, so your teams can focus on welcoming people.',
      sectionTitle: 'Solutions built for Leysin',
      features: [
        {
          title: '24/7 admissions chatbot',
          description:
            'An assistant on your website and on WhatsApp answers parents about programmes, fees and dates at any hour, in their own time zone, then hands qualified enquiries to your team.',
        },
        {
          title: 'Automated hotel bookings',
          description:
            'Confirmations, arrival reminders and equipment-rental requests go out on their own, leaving your front desk free for the guests standing in front of it.',
        },
        {
          title: 'n8n workflows for the back office',
          description:
            'Enrolments, invoicing, payment reminders and reports move between your tools without retyping, through n8n workflows that stay under your control.',
        },
        {
          title: 'A multilingual site that converts',
          description:
            'A fast site in French, English and Arabic, delivered in as little as 48h, that showcases your seasonal offers and steers each visitor to the right request.',
        },
      ],
      intro: [
        "High above the Rhône valley in the Vaud Alps, Leysin built its name on mountain air: once a health resort, it now hosts international boarding schools and hotel-management schools, alongside visitors who come to ski, climb and hike around the Tour d'Aï.",
        'This economy has two defining traits: it speaks every language and it runs on the seasons. Admission enquiries arrive from several continents, often during the Swiss night, while hotels and rental shops absorb peak weeks with seasonal teams that change every winter.',
        'That is exactly where automation pays: a chatbot that answers instantly, workflows that chain the admin tasks together and a multilingual website that keeps working while your team rests. We set it up in a few weeks, with 30 days of free support after delivery.',
      ],
    },
    ar: {
      title: 'الأتمتة بالذكاء الاصطناعي وروبوتات المحادثة في ليزان',
      description:
        'روبوتات محادثة متعددة اللغات وسير عمل n8n ومواقع ذكية للمدارس الدولية والفنادق والمتاجر في ليزان. احجز استشارة مجانية مدتها 15 دقيقة.',
      heroTitle: 'الذكاء الاصطناعي في خدمة مدارس ليزان وسياحتها',
      heroDescription:
        'عائلات من أنحاء العالم تراسل مكتب القبول لديكم، ومتزلجون يحجزون في اللحظة الأخيرة: نؤتمت الردود والتسجيلات والحجوزات بالفرنسية والإنجليزية والعربية، لتتفرغ فرقكم لاستقبال ضيوفها.',
      sectionTitle: 'حلول مصممة خصيصاً لليزان',
      features: [
        {
          title: 'روبوت محادثة للقبول على مدار الساعة',
          description:
            'مساعد على موقعكم وعلى WhatsApp يجيب أولياء الأمور عن البرامج والرسوم والمواعيد في أي ساعة ووفق توقيتهم، ثم يحيل الطلبات المؤهلة إلى فريقكم.',
        },
        {
          title: 'حجوزات فندقية مؤتمتة',
          description:
            'رسائل التأكيد وتذكيرات الوصول وطلبات استئجار المعدات تُرسَل تلقائياً، فيبقى لدى موظفي الاستقبال وقت للنزلاء الحاضرين أمامهم.',
        },
        {
          title: 'سير عمل n8n للشؤون الإدارية',
          description:
            'تنتقل التسجيلات والفواتير وتذكيرات الدفع والتقارير من أداة إلى أخرى دون إعادة إدخال، عبر سير عمل n8n يبقى تحت سيطرتكم.',
        },
        {
          title: 'موقع متعدد اللغات يحوّل الزوار إلى عملاء',
          description:
            'موقع سريع بالفرنسية والإنجليزية والعربية، يُسلَّم خلال 48 ساعة، يبرز عروضكم الموسمية ويوجّه كل زائر إلى الطلب المناسب.',
        },
      ],
      intro: [
        'تطل ليزان على وادي الرون من أعالي جبال الألب في كانتون فو، وقد بنت سمعتها على هواء الجبل: كانت في البداية منتجعاً للاستشفاء، وهي اليوم تحتضن مدارس داخلية ودولية ومدارس للفندقة، إلى جانب زوار يأتون للتزلج والتسلق والمشي حول قمة تور داي.',
        'يتميز هذا الاقتصاد بخاصيتين: فهو يتحدث كل اللغات ويعيش على إيقاع المواسم. تصل طلبات القبول من عدة قارات، وغالباً في ساعات الليل بالتوقيت السويسري، بينما تواجه الفنادق ومحلات تأجير المعدات أسابيع الذروة بفرق موسمية تتغير كل شتاء.',
        'وهنا تحديداً تحقق الأتمتة عائدها: روبوت محادثة يرد فوراً، وسير عمل يربط المهام الإدارية بعضها ببعض، وموقع متعدد اللغات يواصل العمل بينما يرتاح فريقكم. ننفّذ ذلك في غضون أسابيع قليلة، مع 30 يوماً من الدعم المجاني بعد التسليم.',
      ],
    },
    'ar-ma': {
      title: 'الأتمتة بالذكاء الاصطناعي والشات بوت ف ليزان',
      description:
        'شات بوت بزاف ديال اللغات، workflows ديال n8n وسيتات ذكية للمدارس الدولية والأوطيلات والمحلات ف ليزان. خود استشارة فابور ديال 15 دقيقة.',
      heroTitle: 'الذكاء الاصطناعي ف خدمة المدارس والسياحة ديال ليزان',
      heroDescription:
        'عائلات من كاع جهات العالم كيكتبو للقبول عندكم، والناس ديال السكي كيحجزو ف آخر دقيقة: حنا كنأتمتو الأجوبة والتسجيلات والحجوزات بالفرنساوية والنجليزية والعربية، باش الفرقة ديالكم تبقى مركزة على استقبال الناس.',
      sectionTitle: 'حلول مفصّلة على قد ليزان',
      features: [
        {
          title: 'شات بوت ديال القبول 24/24',
          description:
            'مساعد ف السيت ديالكم وف WhatsApp كيجاوب الواليدين على البرامج والمصاريف والمواعيد ف أي ساعة وعلى حساب التوقيت ديالهم، ومن بعد كيدوّز الطلبات الجدية للفرقة ديالكم.',
        },
        {
          title: 'حجوزات الأوطيل كتمشي بوحدها',
          description:
            'رسائل التأكيد، التذكير بالوصول وطلبات الكرا ديال الماتريال كيتصيفطو أوتوماتيكياً، والريسيبسيون كيبقى عندها الوقت للكليان اللي قدامها.',
        },
        {
          title: 'Workflows ديال n8n للإدارة',
          description:
            'التسجيلات، الفواتير، التذكير بالخلاص والتقارير كيدوزو من أداة لأداة بلا ما تعاود تكتب والو، بworkflows ديال n8n اللي كيبقاو ف يديكم.',
        },
        {
          title: 'سيت بزاف ديال اللغات كيجيب الكليان',
          description:
            'سيت زربان بالفرنساوية والنجليزية والعربية، كيوجد ف 48 ساعة، كيبيّن العروض ديال الموسم وكيوجّه كل زائر للطلب اللي مناسب ليه.',
        },
      ],
      intro: [
        'ليزان طالة على وادي الرون من الفوق، ف جبال الألب ديال كانتون فو، وتعرفات بالهوا ديال الجبل: ف الأول كانت بلاصة ديال الاستشفاء، ودابا فيها مدارس داخلية ودولية ومدارس ديال الفندقة، وسياح كيجيو للسكي والتسلق والتمشية حدا تور داي.',
        'هاد الاقتصاد عندو جوج خصوصيات: كيهضر كاع اللغات وكيعيش على حساب المواسم. طلبات القبول كتجي من بزاف ديال القارات، وبزاف ديال المرات ف الليل بالساعة ديال سويسرا، والأوطيلات والمحلات ديال الكرا كيواجهو الضغط ديال الموسم بفرق موسمية كتبدل كل شتوة.',
        'وهنا فين الأتمتة كتربّح بصح: شات بوت كيجاوب ف الحين، workflows كيربطو الخدمة الإدارية مع بعضها، وسيت بزاف ديال اللغات كيبقى خدام وانتوما مرتاحين. كنركبو هادشي ف شي سيمانات، ومن بعد التسليم عندكم 30 يوم ديال الدعم فابور.',
      ],
    },
  },
};
